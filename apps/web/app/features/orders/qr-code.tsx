import { Skeleton } from "@mantine/core";
import { useEffect, useState } from "react";

/**
 * A QR code as an SVG image. The QR library is loaded only when a code is drawn (a chunk of its
 * own), so it never lands in the storefront's or any other page's bundle.
 */
export function QrCode({ value, size = 128, label }: { value: string; size?: number; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setSrc(null);
    setFailed(false);
    import("qrcode")
      .then((qr) => qr.toString(value, { type: "svg", errorCorrectionLevel: "M", margin: 1 }))
      .then((svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [value]);
  if (failed) return <span>{value}</span>;
  if (!src) return <Skeleton w={size} h={size} aria-label="Drawing the QR code" />;
  return <img src={src} width={size} height={size} alt={label} style={{ imageRendering: "pixelated" }} data-testid="qr-code" />;
}

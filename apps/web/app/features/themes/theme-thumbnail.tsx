import type { ThemeLayoutKind } from "@bitmarte/contracts";
import css from "./theme-thumbnail.module.css";

const cells = (n: number) => Array.from({ length: n }, (_, i) => <span key={i} />);

/** A small drawing of a theme's layout, for the gallery (no screenshot to keep up to date). */
export function ThemeThumbnail({ layout }: { layout: ThemeLayoutKind }) {
  return (
    <div className={css.thumb} aria-hidden data-layout={layout}>
      <div className={`${css.bar} ${css.heading}`} style={{ width: layout === "boutique" ? "40%" : "30%", alignSelf: layout === "boutique" ? "center" : undefined }} />
      {layout === "classic" ? (
        <>
          <div className={css.banner} />
          <div className={css.grid}>{cells(8)}</div>
        </>
      ) : layout === "boutique" ? (
        <>
          <div className={css.split}>
            <div className={css.splitText}>
              <span />
              <span />
            </div>
            <div className={css.splitMedia} />
          </div>
          <div className={css.large}>{cells(3)}</div>
        </>
      ) : (
        <>
          <div className={css.chips}>{cells(3)}</div>
          <div className={css.rows}>{cells(6)}</div>
        </>
      )}
    </div>
  );
}

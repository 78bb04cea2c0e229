export interface LighthouseTarget {
  name: string;
  pagePath: string;
  signedIn?: boolean;
}
export interface LighthouseRow {
  name: string;
  pagePath: string;
  finalPath: string;
  runtimeError: string | null;
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  failed: string[];
}
export function runLighthouse(baseURL: string, targets: LighthouseTarget[], options?: { cookie?: string; runs?: number }): Promise<LighthouseRow[]>;
export function lighthouseTable(rows: LighthouseRow[]): string;

export type DevDns = {
  url: string;
  setRecords(name: string, type: "TXT" | "CNAME" | "A" | "AAAA", values: string[]): void;
  close(): Promise<void>;
};
export function startDevDns(options?: { port?: number }): Promise<DevDns>;

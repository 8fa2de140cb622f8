/** The part of autocannon's API the accounts benchmark uses (the package ships no types). */
declare module "autocannon" {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    "2xx": number;
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
  }
  /** Per connection, cleared before each request when the request list has one entry. */
  export type Context = Record<string, unknown>;
  export interface RequestData {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    idReplacement?: boolean;
    requests?: (RequestData & {
      setupRequest?: (request: RequestData, context: Context) => RequestData;
      onResponse?: (status: number, body: string, context: Context) => void;
    })[];
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}

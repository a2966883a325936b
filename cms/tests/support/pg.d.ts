// The few parts of node-postgres the harness uses (the package ships no types; @types/pg is not installed).
declare module 'pg' {
  export class Client {
    constructor(config: { connectionString: string });
    connect(): Promise<void>;
    query(sql: string): Promise<unknown>;
    end(): Promise<void>;
  }
  const pg: { Client: typeof Client };
  export default pg;
}

/** The matrix's rows are dealt round-robin over this many test files (faults.<n>.test.tsx). */
export const SHARDS = 2;

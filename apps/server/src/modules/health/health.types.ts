/** Whether the server still takes requests: false once it starts shutting down. */
export type Readiness = { accepting: boolean };

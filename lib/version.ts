/** The server's version, shown by `GET /api/v1/status`, OpenAPI and the MCP handshake. */
export const SERVER_VERSION = "1.0.0";

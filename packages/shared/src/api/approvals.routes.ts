/** The approvals module's API routes by name (filled in as the module moves onto the contract). */
export const approvalsRoutes = {} as const;

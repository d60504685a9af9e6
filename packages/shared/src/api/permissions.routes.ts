/** The permissions module's API routes by name (filled in as the module moves onto the contract). */
export const permissionsRoutes = {} as const;

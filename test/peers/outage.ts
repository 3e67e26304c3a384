/** How a peer misbehaves for a while: answer every call with `status`, or never answer ('hang'). */
export type Outage = { readonly status: number; readonly reason?: string } | 'hang' | null;

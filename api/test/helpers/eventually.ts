// Waiting for what another API instance hears a moment later (a LISTEN/NOTIFY notice).

/** Asks until the answer has `status`, for at most two seconds: a notice crosses instances in milliseconds. */
export async function eventually(ask: () => Promise<{ statusCode: number }>, status: number): Promise<number> {
  const until = Date.now() + 2_000;
  for (;;) {
    const { statusCode } = await ask();
    if (statusCode === status || Date.now() > until) return statusCode;
    await new Promise((r) => setTimeout(r, 20));
  }
}

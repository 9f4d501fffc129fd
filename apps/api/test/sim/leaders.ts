// What explains a round that two watchers led (issue 20's invariant: one writer per chain). A failure seen
// once (a loaded run of 30 Nov, L2) had nothing but its message; this reads what the database says of the
// role beside what each app believes.
import type { PrismaService } from '../../src/core/infra/prisma.service.js';

/**
 * The error of a round that two watchers led: each app's view of its role (`views`), the chain's writer row,
 * and every session holding or awaiting an advisory lock, with its application name and state.
 */
export async function twoLeadersError(
  prisma: PrismaService['client'],
  how: string,
  views: string[],
): Promise<Error> {
  const facts = await prisma.$queryRaw<Array<{ fact: string }>>`
      select 'writer row: epoch ' || epoch || ', holder backend ' || holder_pid || ' (' || holder || ')' as fact
      from chain_writers where chain = 'ERC20'
      union all
      select 'advisory lock ' || l.classid || '/' || l.objid || (case when l.granted then ' held' else ' awaited' end)
        || ' by backend ' || l.pid || ' (' || coalesce(a.application_name, '?') || ', '
        || coalesce(a.state, '?') || ')'
      from pg_locks l left join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory'`
    .then((rows) => rows.map((r) => r.fact))
    .catch((err: unknown) => [`(the database's side could not be read: ${String(err)})`]);
  return new Error(`two watchers led one round (${how}): ${[...views, ...facts].join('; ')}`);
}

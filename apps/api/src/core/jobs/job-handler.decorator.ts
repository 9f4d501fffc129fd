import { SetMetadata } from '@nestjs/common';

export const JOB_HANDLER = 'p2p:jobHandler';

/**
 * Marks a provider's method as the handler of a job name of the catalogue. The method receives the
 * job's data; it re-reads its rows and returns at once when their state has moved on.
 */
export const JobHandler = (name: string): MethodDecorator => SetMetadata(JOB_HANDLER, name);

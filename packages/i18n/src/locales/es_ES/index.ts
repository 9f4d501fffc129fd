import type { LocaleResource } from '../types.js';
import { common } from './common.js';
import { errors } from './errors.js';

export const resource: LocaleResource = { errors, common };

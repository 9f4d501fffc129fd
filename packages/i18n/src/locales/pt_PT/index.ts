import type { LocaleResource } from '../types.js';
import { common } from './common.js';
import { errors } from './errors.js';
import { validation } from './validation.js';

export const resource: LocaleResource = { errors, common, validation };

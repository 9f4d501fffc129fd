import type { Rule } from 'eslint';

export declare const noBareSleep: Rule.RuleModule;

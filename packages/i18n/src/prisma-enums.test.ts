/// <reference types="jest" />
// Ties the Prisma enums Language and DictLanguage to this package's lists (the other enums are tied to
// contracts in packages/contracts/src/prisma-enums.test.ts). The schema is read as text.
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type DictLanguage } from './languages.js';

const PRISMA_DIR = path.resolve(import.meta.dirname, '../../../prisma');

/** Every dictionary language once: the compiler refuses a missing or unknown key. */
const DICT_LANGUAGES: Record<DictLanguage, true> = { ZH_TW: true, EN_US: true, KO_KR: true, VI_VN: true };

function enumValues(name: string): string[] | undefined {
  const files = [path.join(PRISMA_DIR, 'schema.prisma')];
  const models = path.join(PRISMA_DIR, 'models');
  if (fs.existsSync(models)) files.push(...fs.readdirSync(models).map((f) => path.join(models, f)));
  for (const file of files.filter((f) => f.endsWith('.prisma'))) {
    const match = new RegExp(`^enum\\s+${name}\\s*\\{([^}]*)\\}`, 'm').exec(fs.readFileSync(file, 'utf8'));
    if (match) {
      return (match[1] ?? '')
        .split('\n')
        .map((line) => line.replace(/\/\/.*$/, '').trim())
        .filter((line) => /^[A-Za-z_]\w*$/.test(line));
    }
  }
  return undefined;
}

describe('Prisma language enums', () => {
  it('Language has the same values as LANGUAGES', () => {
    expect(enumValues('Language')?.sort()).toEqual([...LANGUAGES].sort());
  });

  it('DictLanguage has the same values as the DictLanguage type', () => {
    expect(enumValues('DictLanguage')?.sort()).toEqual(Object.keys(DICT_LANGUAGES).sort());
  });
});

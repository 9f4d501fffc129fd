// After `prisma generate`: gives the generated client's null-marker constants explicit types, so that
// `tsc --declaration` can emit them (else TS4094: the runtime's anonymous classes have #private members).
import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '../src/generated/prisma/internal');
const pattern = /^export const (DbNull|JsonNull|AnyNull) = (runtime\.objectEnumValues\.instances\.\w+)$/gm;
const objectPattern = /^export const (\w+) = \{((?:\n\s+\w+: (?:DbNull|JsonNull|AnyNull),?)+\n)\} as const/gm;
let patched = 0;
for (const file of ['prismaNamespace.ts', 'prismaNamespaceBrowser.ts']) {
  const full = path.join(dir, file);
  if (!fs.existsSync(full)) continue;
  const text = fs.readFileSync(full, 'utf8');
  const next = text
    .replace(pattern, (_m, name, expr) => {
      patched += 1;
      return `export const ${name}: typeof ${expr} = ${expr}`;
    })
    .replace(objectPattern, (_m, name, body) => {
      patched += 1;
      const keys = [...body.matchAll(/(\w+): (DbNull|JsonNull|AnyNull)/g)];
      const type = keys.map(([, key, value]) => `readonly ${key}: typeof ${value}`).join('; ');
      return `export const ${name}: { ${type} } = {${body}}`;
    });
  fs.writeFileSync(full, next);
}
console.log(`patched ${patched} generated declarations`);

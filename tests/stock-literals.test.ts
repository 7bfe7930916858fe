// Issue 12 #4: the stock values and codes (1 in stock, 2 sold out, ONIX codes 10–52) are named in
// domain/availability.ts and nowhere else: code outside domain/ compares a stock field only with those names
// (SQL through server/catalog/stock-sql.ts). Comments may still say 'stock = 2' to explain a name.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['server', 'app'];
/** Test data and the demo catalogue generator write stock values on purpose; migrations are history. */
const SKIP = /(\.test\.tsx?$|\/seed\/|\/migrations\/)/;
const COMPARISON = /\b(stock|stockCode|stock_code)\b[)}]*\s*(===|!==|==|<>|>=|<=|=|<|>)\s*\d/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !SKIP.test(file) ? [file] : [];
  });
}

/** Lines that compare a stock field with a number, comments left out. */
function stockLiterals(source: string): string[] {
  return source
    .split('\n')
    .map((line) =>
      line
        .replace(/\/\/.*$/, '')
        .replace(/^\s*\*.*$/, '')
        .replace(/\/\*.*?\*\//g, ''),
    )
    .filter((line) => COMPARISON.test(line));
}

describe('stock literals (issue 12 #4)', () => {
  it('finds a comparison with a number, in code as in SQL, but not in comments', () => {
    expect(stockLiterals('if (book.stock === 2) return;')).toHaveLength(1);
    expect(stockLiterals('sql`(${t.stock} <> 1)`')).toHaveLength(1);
    expect(stockLiterals('if (book.stockCode === 10) x();')).toHaveLength(1);
    expect(stockLiterals('/** `stock = 2`: sold out */\n// stock <> 1 first')).toEqual([]);
    expect(stockLiterals('if (book.stock === SOLD_OUT) return;')).toEqual([]);
  });

  it('has none outside domain/', () => {
    const found = ROOTS.flatMap(sourceFiles).flatMap((file) =>
      stockLiterals(readFileSync(file, 'utf8')).map((line) => `${file}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});

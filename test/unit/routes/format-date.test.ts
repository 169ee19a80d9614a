// formatDate writes exactly what Intl's zh-CN long date format writes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatDate } from '../../../src/routes/route-table';

describe('formatDate', () => {
  it('matches Intl.DateTimeFormat zh-CN (year numeric, month long, day numeric) on every day of 2024 and edge years', () => {
    const intl = new Intl.DateTimeFormat('zh-CN', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    const days: string[] = [];
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += 86400000)
      days.push(new Date(t).toISOString().slice(0, 10));
    days.push('1999-12-31', '2000-02-29', '2100-03-01', '0999-01-05');
    for (const iso of days) assert.equal(formatDate(iso), intl.format(new Date(iso + 'T00:00:00Z')), iso);
  });
});

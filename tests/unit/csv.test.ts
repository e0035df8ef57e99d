import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { exportFileName, toCsv } from '@/lib/csv'

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends, quoting what needs it', () => {
    expect(toCsv([['Storgata 1, Oslo', 'He said "hi"', 3]], ['Address', 'Comment', 'Count'])).toBe(
      'Address,Comment,Count\r\n"Storgata 1, Oslo","He said ""hi""",3\r\n',
    )
  })

  it('writes a header alone as one line', () => {
    expect(toCsv([], ['Time', 'User'])).toBe('Time,User\r\n')
  })

  it('writes missing values as empty fields', () => {
    expect(toCsv([[null, undefined, 'x']])).toBe(',,x\r\n')
  })

  it.each(['=HYPERLINK("http://evil")', '+1+2', '-2+3', '@SUM(A1)', '\tx', '=1\n+2'])(
    'escapes %j so a spreadsheet shows it as text',
    (value) => {
      expect(Papa.parse<string[]>(toCsv([[value]])).data[0]).toEqual([`'${value}`])
    },
  )

  it('leaves numbers, negative ones too, and ordinary text as they are', () => {
    expect(toCsv([[-5, 'a-b', 'x=1']])).toBe('-5,a-b,x=1\r\n')
  })

  it('keeps line breaks and markup inside one field', () => {
    const text = '<script>alert(1)</script>\nsecond line'
    expect(Papa.parse<string[]>(toCsv([[text, 'next']])).data[0]).toEqual([text, 'next'])
  })
})

describe('exportFileName', () => {
  const DAY = '2026-11-25'

  it('names the list, each filter set and the day', () => {
    expect(exportFileName('activity-feed', [['user', 'u-123']], DAY)).toBe('activity-feed-user-u-123-2026-11-25.csv')
    expect(
      exportFileName(
        'search-events',
        [
          ['type', 'address'],
          ['user', ''],
          ['from', '2026-11-01'],
          ['to', '2026-11-24'],
        ],
        DAY,
      ),
    ).toBe('search-events-type-address-from-2026-11-01-to-2026-11-24-2026-11-25.csv')
    expect(exportFileName('feedback', [['type', '']], DAY)).toBe('feedback-2026-11-25.csv')
    // A filter's option label as the list gives it, lower case: its brackets go.
    expect(exportFileName('feedback', [['type', 'negative (down)']], DAY)).toBe(
      'feedback-type-negative-down-2026-11-25.csv',
    )
  })

  it('keeps a name every file system takes: no separators, reserved characters or spaces, short values', () => {
    expect(exportFileName('activity-feed', [['user', '../a b:c*?"<>|\\é/']], DAY)).toBe(
      'activity-feed-user-a-b-c-2026-11-25.csv',
    )
    expect(exportFileName('activity-feed', [['user', '.hidden.']], DAY)).toBe(
      'activity-feed-user-hidden-2026-11-25.csv',
    )
    expect(exportFileName('activity-feed', [['user', '???']], DAY)).toBe('activity-feed-2026-11-25.csv')
    const long = exportFileName('activity-feed', [['user', 'x'.repeat(300)]], DAY)
    expect(long).toBe(`activity-feed-user-${'x'.repeat(40)}-2026-11-25.csv`)
  })
})

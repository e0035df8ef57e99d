import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { toCsv } from '@/lib/csv'

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

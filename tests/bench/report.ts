import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

// What the benches share to measure files and print their figures.

export interface FileSize {
  file: string
  bytes: number
  gzipBytes: number
}

/** A file's size on disk and gzipped (node:zlib, level 6), named relative to the build's outDir. */
export async function sizeOf(file: string, outDir: string): Promise<FileSize> {
  const content = await readFile(file)
  return { file: path.relative(outDir, file), bytes: content.length, gzipBytes: gzipSync(content, { level: 6 }).length }
}

export const sum = (sizes: FileSize[], key: 'bytes' | 'gzipBytes') =>
  sizes.reduce((total, size) => total + size[key], 0)

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

/** Columns padded to their widest cell: the first left-aligned, the others right-aligned. */
export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('   '),
    )
    .join('\n')
}

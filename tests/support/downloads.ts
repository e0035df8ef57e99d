import { onTestFinished, vi } from 'vitest'

// What Export CSV hands to the browser, caught in jsdom: the file's name and its blob.

export interface CaughtFile {
  name: string
  blob: Blob
}

/** Catches the files the console downloads during this test (jsdom has no object URLs or downloads). */
export function catchDownloads(): CaughtFile[] {
  const files: CaughtFile[] = []
  let lastBlob: Blob | undefined
  const { createObjectURL, revokeObjectURL } = URL
  Object.assign(URL, { createObjectURL: (blob: Blob) => ((lastBlob = blob), 'blob:export'), revokeObjectURL: () => {} })
  onTestFinished(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL })
  })
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: lastBlob! })
  })
  return files
}

/** A file's text without the byte-order mark, through jsdom's FileReader (its Blob has no text()). */
export function readDownload(file: CaughtFile): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve((reader.result as string).replace(/^\uFEFF/, ''))
    reader.onerror = () => reject(reader.error)
    reader.readAsText(file.blob)
  })
}

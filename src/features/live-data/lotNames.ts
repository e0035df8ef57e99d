// The built-in lookup (docs/product.md#live-data-controls): friendly names for the first
// 25 lots of the Oslo data set, after real places near them. Any other lot reads
// 'Unknown Location'.

export const UNKNOWN_LOCATION = 'Unknown Location'

const LOT_NAMES: Readonly<Record<string, string>> = {
  'OSL-0001': 'Oslo Central Station',
  'OSL-0002': 'Aker Brygge',
  'OSL-0003': 'Tjuvholmen',
  'OSL-0004': 'Karl Johans gate',
  'OSL-0005': 'Stortinget',
  'OSL-0006': 'Nationaltheatret',
  'OSL-0007': 'Grünerløkka',
  'OSL-0008': 'Majorstuen',
  'OSL-0009': 'Frogner Park',
  'OSL-0010': 'Bislett',
  'OSL-0011': 'Grønland',
  'OSL-0012': 'Tøyen',
  'OSL-0013': 'Sagene',
  'OSL-0014': 'Torshov',
  'OSL-0015': 'St. Hanshaugen',
  'OSL-0016': 'Bjørvika Opera House',
  'OSL-0017': 'Holmenkollen',
  'OSL-0018': 'Vulkan',
  'OSL-0019': 'Youngstorget',
  'OSL-0020': 'Oslo Spektrum',
  'OSL-0021': 'Ullevaal Stadion',
  'OSL-0022': 'Storo',
  'OSL-0023': 'Nydalen',
  'OSL-0024': 'Helsfyr',
  'OSL-0025': 'Skøyen',
}

export function lotName(lotId: string): string {
  return LOT_NAMES[lotId] ?? UNKNOWN_LOCATION
}

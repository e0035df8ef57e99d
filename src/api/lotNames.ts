// The friendly names of the first 25 lots of the Oslo data set, after the places they
// stand at (docs/product.md#live-data-controls). A fact of the data the API serves: the
// console's live data shows these names, and the simulated backend's world puts these lots
// at these places and names them after them, so both say the same of a lot.

export const LOT_NAMES = {
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
} as const

/** A lot id the lookup names. */
export type NamedLotId = keyof typeof LOT_NAMES

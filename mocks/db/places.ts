import { LOT_NAMES, type NamedLotId } from '@/api/lotNames'

// Where the lots the console's lookup names stand (src/api/lotNames.ts): at the place each
// is named after, so that the lot's own name, address and map pin say what the live-data
// screen says. Addresses and coordinates are those of the places, rounded.

export interface Place {
  address: string
  longitude: number
  latitude: number
}

const PLACES: Readonly<Record<NamedLotId, Place>> = {
  'OSL-0001': { address: 'Jernbanetorget 1, 0154 Oslo', longitude: 10.7522, latitude: 59.9111 },
  'OSL-0002': { address: 'Stranden 1, 0250 Oslo', longitude: 10.7269, latitude: 59.9103 },
  'OSL-0003': { address: 'Tjuvholmen allé 1, 0252 Oslo', longitude: 10.7215, latitude: 59.9069 },
  'OSL-0004': { address: 'Karl Johans gate 8, 0154 Oslo', longitude: 10.748, latitude: 59.9115 },
  'OSL-0005': { address: 'Karl Johans gate 22, 0159 Oslo', longitude: 10.7402, latitude: 59.9131 },
  'OSL-0006': { address: 'Johanne Dybwads plass 1, 0161 Oslo', longitude: 10.7343, latitude: 59.9149 },
  'OSL-0007': { address: 'Thorvald Meyers gate 50, 0552 Oslo', longitude: 10.759, latitude: 59.9233 },
  'OSL-0008': { address: 'Kirkeveien 64, 0364 Oslo', longitude: 10.7146, latitude: 59.9298 },
  'OSL-0009': { address: 'Nobels gate 32, 0268 Oslo', longitude: 10.7003, latitude: 59.927 },
  'OSL-0010': { address: 'Thereses gate 1, 0168 Oslo', longitude: 10.7327, latitude: 59.9252 },
  'OSL-0011': { address: 'Grønlandsleiret 10, 0190 Oslo', longitude: 10.7617, latitude: 59.9127 },
  'OSL-0012': { address: 'Tøyengata 53, 0578 Oslo', longitude: 10.7735, latitude: 59.9149 },
  'OSL-0013': { address: 'Kristiansands gate 2, 0463 Oslo', longitude: 10.757, latitude: 59.9369 },
  'OSL-0014': { address: 'Vogts gate 64, 0477 Oslo', longitude: 10.7665, latitude: 59.9345 },
  'OSL-0015': { address: 'Ullevålsveien 40, 0171 Oslo', longitude: 10.7405, latitude: 59.9265 },
  'OSL-0016': { address: 'Kirsten Flagstads plass 1, 0150 Oslo', longitude: 10.7531, latitude: 59.9075 },
  'OSL-0017': { address: 'Kongeveien 5, 0787 Oslo', longitude: 10.6676, latitude: 59.9636 },
  'OSL-0018': { address: 'Maridalsveien 17, 0175 Oslo', longitude: 10.7513, latitude: 59.9226 },
  'OSL-0019': { address: 'Youngstorget 1, 0181 Oslo', longitude: 10.7494, latitude: 59.9148 },
  'OSL-0020': { address: 'Sonja Henies plass 2, 0185 Oslo', longitude: 10.7546, latitude: 59.9129 },
  'OSL-0021': { address: 'Sognsveien 75, 0855 Oslo', longitude: 10.7341, latitude: 59.9489 },
  'OSL-0022': { address: 'Vitaminveien 7, 0485 Oslo', longitude: 10.7755, latitude: 59.9466 },
  'OSL-0023': { address: 'Nydalsveien 33, 0484 Oslo', longitude: 10.765, latitude: 59.9497 },
  'OSL-0024': { address: 'Innspurten 15, 0663 Oslo', longitude: 10.8003, latitude: 59.9126 },
  'OSL-0025': { address: 'Karenslyst allé 8, 0278 Oslo', longitude: 10.679, latitude: 59.9222 },
}

/** The place a lot id of the lookup stands at, with its friendly name; none for any other id. */
export function namedPlace(lotId: string): (Place & { name: string }) | undefined {
  if (!Object.hasOwn(PLACES, lotId)) return undefined
  const id = lotId as NamedLotId
  return { ...PLACES[id], name: LOT_NAMES[id] }
}

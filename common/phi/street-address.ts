import { NAME_WORD as WORD, SP, type Rule } from './rule';

// Street addresses: a house number, a street's name and its kind ("12 Oak Street", "350 Fifth
// Avenue, Apt 4B, New York, NY 10118"), or a PO box. A number followed by a measure, a year or
// a device's name has no street kind after it. Case matters: street names are capitalised.

const NUMBERED = String.raw`\d{1,3}(?:st|nd|rd|th)`;
const DIRECTION = String.raw`(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West)\.?`;
const KIND = String.raw`Street|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Court|Ct|Place|Pl|Way|Terrace|Ter|Parkway|Pkwy|Circle|Cir|Highway|Hwy|Square|Sq|Crescent|Close|Plaza|Trail|Alley`;
/** City, ST 12345(-6789). */
const CITY_STATE_ZIP = String.raw`,${SP}+${WORD}(?:${SP}+${WORD}){0,2},?${SP}+[A-Z]{2}${SP}+\d{5}(?:-\d{4})?(?!\d)`;
const UNIT_KIND = String.raw`(?:Apt|Apartment|Suite|Ste|Unit|Fl|Floor)\b`;
/**
 * "St" and "Dr" are also Saint and Doctor: "in 2021 Stroke Center Dr. Lee" is not an address.
 * They count when a city, state and ZIP follow, or when no capitalised word (but a unit's) does.
 */
const ABBREVIATED_KIND = String.raw`(?:St|Dr)\b(?=\.?${CITY_STATE_ZIP}|(?!\.?${SP}+(?!${UNIT_KIND})\p{Lu}\p{Ll}))`;
const UNIT = String.raw`,?${SP}+(?:${UNIT_KIND}|#)\.?${SP}*#?[A-Z0-9-]{1,6}\b`;

const STREET = String.raw`\d{1,6}[A-Z]?(?:-\d{1,4})?${SP}+(?:${DIRECTION}${SP}+)?(?:(?:${WORD}|${NUMBERED})${SP}+){1,3}(?:(?:${KIND})\b|${ABBREVIATED_KIND})\.?(?:${SP}+(?:N|S|E|W|NE|NW|SE|SW)\b)?(?:${UNIT})?(?:${CITY_STATE_ZIP})?`;
/** Hauptstraße 5, Kalverstraat 12a: the kind is part of the name's one word, the number after. */
const GERMANIC = String.raw`\p{Lu}\p{Ll}+(?:straße|strasse|str\.|weg|gasse|platz|allee|straat|laan|gracht|vej|gatan|vägen)${SP}+\d{1,4}[a-z]?\b`;
/** 12 rue de la Paix, 3 bis boulevard Voltaire: a number and a lower-case kind. */
const FRENCH = String.raw`\d{1,4}(?:${SP}+(?:bis|ter))?,?${SP}+(?:rue|boulevard|bd|chemin|allée|impasse|quai)${SP}+(?:(?:de|du|des|la|le|d['’])${SP}*)*${WORD}`;
const PO_BOX = String.raw`(?:P\.?${SP}?O\.?|Post${SP}+Office)${SP}+Box${SP}+\d{1,6}\b(?:${CITY_STATE_ZIP})?`;

export const streetAddressRules: Rule[] = [
  {
    type: 'street-address',
    pattern: new RegExp(
      String.raw`(?<![\p{L}\p{N}.,/-])(?:${STREET}|${GERMANIC}|${FRENCH}|${PO_BOX})`,
      'gdu',
    ),
  },
];

// Bundled table of Australian financial institutions keyed by the first two BSB digits (the
// APCA bank code). Only codes we are sure of are listed; a full BSB directory file can replace the
// table at run time (BSB_DIRECTORY_FILE, see directory.ts).

export interface Institution {
  name: string;
  /** Some institutions number their branches with digits that are not state digits (e.g. Adelaide Bank 610-000). */
  anyStateDigit?: boolean;
}

export const INSTITUTIONS: Readonly<Record<string, Institution>> = {
  '01': { name: 'ANZ' },
  '03': { name: 'Westpac' },
  '06': { name: 'Commonwealth Bank' },
  '08': { name: 'National Australia Bank' },
  '09': { name: 'Reserve Bank of Australia' },
  '10': { name: 'BankSA' },
  '11': { name: 'St.George Bank' },
  '12': { name: 'Bank of Queensland' },
  '14': { name: 'Rabobank' },
  '15': { name: 'Town & Country Bank' },
  '18': { name: 'Macquarie Bank' },
  '19': { name: 'Bank of Melbourne' },
  '21': { name: 'JP Morgan Chase Bank' },
  '22': { name: 'BNP Paribas' },
  '23': { name: 'Bank of America' },
  '24': { name: 'Citibank' },
  '29': { name: 'MUFG Bank (Bank of Tokyo-Mitsubishi)' },
  '30': { name: 'Bankwest' },
  '33': { name: 'St.George Bank' },
  '34': { name: 'HSBC Bank Australia' },
  '35': { name: 'Bank of China' },
  '40': { name: 'Commonwealth Bank (Colonial)' },
  '41': { name: 'Deutsche Bank' },
  '42': { name: 'Westpac (Challenge Bank)' },
  '45': { name: 'OCBC Bank' },
  '48': { name: 'Suncorp-Metway' },
  '55': { name: 'Bank of Melbourne' },
  '57': { name: 'Australian Settlements Limited', anyStateDigit: true },
  '61': { name: 'Adelaide Bank', anyStateDigit: true },
  '63': { name: 'Bendigo Bank' },
  '70': { name: 'Indue', anyStateDigit: true },
  '73': { name: 'Westpac' },
  '76': { name: 'Commonwealth Bank' },
  '78': { name: 'National Australia Bank' },
  '80': { name: 'Cuscal', anyStateDigit: true },
};

/** Third BSB digit -> state (APCA numbering). 0, 1, 8 and 9 are not states for most banks. */
export const STATE_DIGITS: Readonly<Record<string, string>> = {
  '2': 'NSW/ACT',
  '3': 'VIC',
  '4': 'QLD',
  '5': 'SA/NT',
  '6': 'WA',
  '7': 'TAS',
};

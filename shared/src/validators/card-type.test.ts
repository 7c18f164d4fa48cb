import { cardTypeFromNumber } from './card-type';

describe('cardTypeFromNumber', () => {
  it.each([
    ['4111111111111111', 'VISACARD'],
    ['2220000000000000', null],
    ['2221000000000000', 'MASTERCARD'],
    ['2720000000000000', 'MASTERCARD'],
    ['2721000000000000', null],
    ['5000000000000000', null],
    ['5100000000000000', 'MASTERCARD'],
    ['5500000000000000', 'MASTERCARD'],
    ['5600000000000000', null],
    ['340000000000000', 'AMEXCARD'],
    ['370000000000000', 'AMEXCARD'],
    ['35000000000000', null],
    ['29900000000000', null],
    ['30000000000000', 'DINERSCLUBCARD'],
    ['30500000000000', 'DINERSCLUBCARD'],
    ['30600000000000', null],
    ['36000000000000', 'DINERSCLUBCARD'],
    ['38000000000000', 'DINERSCLUBCARD'],
    ['39000000000000', 'DINERSCLUBCARD'],
    ['', null],
    ['abc', null],
  ])('%s -> %s', (number, type) => {
    expect(cardTypeFromNumber(number)).toBe(type);
  });
});

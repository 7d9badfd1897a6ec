import { inDueReminderWindow, isAutoDebitTime } from './due-dates';

describe('inDueReminderWindow', () => {
  it('is open from 8 am to 8 pm Manila time (UTC+8)', () => {
    expect(inDueReminderWindow(new Date('2027-02-14T23:59:59Z'))).toBe(false); // 07:59:59 Manila
    expect(inDueReminderWindow(new Date('2027-02-15T00:00:00Z'))).toBe(true); // 08:00
    expect(inDueReminderWindow(new Date('2027-02-15T11:59:59Z'))).toBe(true); // 19:59:59
    expect(inDueReminderWindow(new Date('2027-02-15T12:00:00Z'))).toBe(false); // 20:00
  });
});

describe('isAutoDebitTime', () => {
  it('is from 9 am Manila time to the end of the Manila day', () => {
    expect(isAutoDebitTime(new Date('2027-02-15T00:59:59Z'))).toBe(false); // 08:59:59 Manila
    expect(isAutoDebitTime(new Date('2027-02-15T01:00:00Z'))).toBe(true); // 09:00
    expect(isAutoDebitTime(new Date('2027-02-15T15:59:59Z'))).toBe(true); // 23:59:59
    expect(isAutoDebitTime(new Date('2027-02-15T16:00:00Z'))).toBe(false); // 00:00 the next day
  });
});

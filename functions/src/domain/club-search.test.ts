import { matchesClubSearch } from './club-search';

const club = { name: 'Lakeshore Taekwondo', ownerName: 'Daniel Kim' };

describe('matchesClubSearch', () => {
  it("When the search starts the club's name in any case, then the club matches", () => {
    expect(matchesClubSearch(club, 'LAKE')).toBe(true);
  });

  it("When the search starts the owner's name, then the club matches", () => {
    expect(matchesClubSearch(club, 'dani')).toBe(true);
  });

  it('When the search starts a later word of either name, accents aside, then the club matches', () => {
    expect(matchesClubSearch(club, 'Taekwondo')).toBe(true);
    expect(matchesClubSearch(club, 'kím')).toBe(true);
  });

  it('When the search is inside a word but starts none, then the club does not match', () => {
    expect(matchesClubSearch(club, 'shore')).toBe(false);
  });

  it('When the search starts neither name, then the club does not match', () => {
    expect(matchesClubSearch(club, 'prairie')).toBe(false);
  });

  it('When the search is empty, then every club matches', () => {
    expect(matchesClubSearch(club, '  ')).toBe(true);
  });
});

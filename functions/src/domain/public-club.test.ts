import { cityOfClubAddress, publicClubOf } from './public-club';

describe('cityOfClubAddress', () => {
  it.each([
    ['3100 N Sheridan Rd, Chicago, IL 60657', 'Chicago'],
    ['40 W Downer Pl, Suite 2, Aurora, IL 60506-1234', 'Aurora'],
    ['12 Lake St, Oak Park, Illinois', 'Oak Park'],
    ['12 Lake St, Oak Park, il', 'Oak Park'],
    ['Naperville, IL', 'Naperville'],
    ['500 Main St, Peoria, IL 61602, USA', 'Peoria'],
    ['500 Main St, Peoria IL 61602', 'Peoria'],
    ['5 Elm Ave,  Des   Plaines ,IL', 'Des Plaines'],
    ['1 Plaza, Saint-Charles, 60174', 'Saint-Charles'],
  ])('When the address is "%s", then the city is %s', (address, city) => {
    expect(cityOfClubAddress(address)).toBe(city);
  });

  it.each([
    [''],
    ['somewhere downstate'],
    ['3100 N Sheridan Rd, Chicago'],
    ['3100 N Sheridan Rd, IL 60657'],
    ['Suite 4, 221 Main St, 60601'],
    ['IL'],
  ])('When the address is "%s", then there is no city to publish', (address) => {
    expect(cityOfClubAddress(address)).toBeNull();
  });
});

describe('publicClubOf', () => {
  it('When a club is published, then only its id, name, city and master are kept', () => {
    const club = {
      id: 'lakeshore',
      clubName: ' Lakeshore Taekwondo ',
      clubOwnerName: 'Daniel Kim',
      clubAddress: '3100 N Sheridan Rd, Chicago, IL 60657',
      clubEmail: 'info@lakeshore.example',
    };
    expect(publicClubOf(club)).toEqual({
      id: 'lakeshore',
      name: 'Lakeshore Taekwondo',
      city: 'Chicago',
      master: 'Daniel Kim',
    });
  });

  it('When the owner name is blank, then the master is null', () => {
    const club = { id: 'x', clubName: 'X', clubOwnerName: '  ', clubAddress: '' };
    expect(publicClubOf(club)).toEqual({ id: 'x', name: 'X', city: null, master: null });
  });
});

/** A seeded pseudo-random source (mulberry32): the same seed gives the same demo every time. */
export const seededRandom = (seed: number) => {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    /** A whole number from `min` to `max`, both included. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
};
export type SeededRandom = ReturnType<typeof seededRandom>;

interface NamePool {
  readonly first: readonly string[];
  readonly last: readonly string[];
  /** A phone number of the country, from eight random digits. */
  readonly phone: (digits: string) => string;
  readonly weight: number;
}

// The demo café's customers: mostly locals, with the languages Passdeck speaks among them.
const list = (names: string) => names.split(', ');

const POOLS: readonly NamePool[] = [
  {
    first: list(
      'Oliver, Amelia, Harry, Isla, Jack, Sophie, George, Grace, Noah, Emily, Leo, Chloe, Arthur, Freya, Oscar, Ava, Theo, Ruby, Alfie, Poppy, Samir, Priya',
    ),
    last: list(
      'Smith, Jones, Taylor, Brown, Wilson, Evans, Walker, Wright, Hughes, Clarke, Patel, Khan, Murphy, Bennett, Cooper, Ward, Price, Hall',
    ),
    phone: (d) => `+44 7${d.slice(0, 3)} ${d.slice(3, 9)}`,
    weight: 34,
  },
  {
    first: list(
      'Lukas, Hannah, Felix, Lea, Jonas, Marie, Paul, Lena, Moritz, Johanna, Emil, Clara, Anton, Frieda',
    ),
    last: list(
      'Müller, Schmidt, Schneider, Fischer, Weber, Becker, Hoffmann, Schäfer, Koch, Richter, Wolf, Krüger',
    ),
    phone: (d) => `+49 15${d.slice(0, 2)} ${d.slice(2, 9)}`,
    weight: 14,
  },
  {
    first: list('Lucía, Mateo, Sofía, Hugo, Martina, Pablo, Valeria, Álvaro, Carmen, Diego, Elena, Javier'),
    last: list('García, Martínez, López, Sánchez, Romero, Navarro, Torres, Ruiz, Moreno, Gil, Ortega'),
    phone: (d) => `+34 6${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 8)}`,
    weight: 12,
  },
  {
    first: list('Daan, Sanne, Bram, Fleur, Sem, Julia, Thijs, Noor, Lotte, Jesse, Femke, Ruben'),
    last: list('de Jong, Jansen, de Vries, van den Berg, Bakker, Visser, Smit, Mulder, Bos, Meijer'),
    phone: (d) => `+31 6 ${d.slice(0, 8)}`,
    weight: 10,
  },
  {
    first: list('Zofia, Jakub, Maja, Antoni, Zuzanna, Szymon, Hanna, Filip, Alicja, Kacper, Lena, Wiktor'),
    // Surnames that do not change with gender (Kowalski / Kowalska would need the first name's).
    last: list('Nowak, Wójcik, Kowalczyk, Mazur, Krawczyk, Zając, Król, Wieczorek, Dudek, Pawlak'),
    phone: (d) => `+48 ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6, 9)}`,
    weight: 12,
  },
  {
    first: list('João, Beatriz, Tiago, Inês, Rafael, Mariana, Duarte, Carolina, Gonçalo, Leonor'),
    last: list('Silva, Santos, Ferreira, Pereira, Costa, Oliveira, Rodrigues, Martins, Sousa, Lopes'),
    phone: (d) => `+351 9${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 8)}`,
    weight: 9,
  },
  {
    first: list('Olena, Andrii, Iryna, Dmytro, Sofiia, Maksym, Kateryna, Taras, Oksana, Bohdan'),
    last: list('Shevchenko, Kovalenko, Bondarenko, Tkachenko, Kravchenko, Melnyk, Boiko, Lysenko'),
    phone: (d) => `+380 ${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 9)}`,
    weight: 9,
  },
];

const MAIL_DOMAINS = ['example.com', 'example.org', 'example.net', 'mail.example', 'post.example'];

/** Letters an email address keeps of a name (ä → a, ł → l, Cyrillic is already transliterated). */
const asciiOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ł/g, 'l')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** A plausible customer: a name of one of the pools, an address at a reserved domain, often a phone. */
export const demoPerson = (random: SeededRandom): { name: string; email: string; phone: string } => {
  const total = POOLS.reduce((sum, pool) => sum + pool.weight, 0);
  let roll = random.next() * total;
  const pool = POOLS.find((p) => (roll -= p.weight) < 0) ?? POOLS[0]!;
  const first = random.pick(pool.first);
  const last = random.pick(pool.last);
  const digits = Array.from({ length: 9 }, () => random.int(0, 9)).join('');
  const style = random.int(0, 2);
  const local =
    style === 0
      ? `${asciiOf(first)}.${asciiOf(last)}`
      : style === 1
        ? `${asciiOf(first)[0]}${asciiOf(last)}${random.int(1, 99)}`
        : `${asciiOf(first)}${random.int(70, 99)}`;
  return {
    name: `${first} ${last}`,
    email: `${local}@${random.pick(MAIL_DOMAINS)}`,
    phone: random.chance(0.7) ? pool.phone(digits) : '',
  };
};

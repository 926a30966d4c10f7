import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * How many of the most used passwords are refused as they are (OWASP ASVS 5.0, V6.2.4: at least
 * the top 3,000), from the ranked list of zxcvbn-ts (breach corpora, most used first).
 */
export const MOST_COMMON_COUNT = 3000;

/**
 * How many of the most used passwords give the words that are refused however they are dressed
 * up to meet product.md §5's rule ('Mustang123!', 'Baseball1!!', 'Iloveyou1!x'): the list built for
 * the policy that ASVS V6.2.4 means.
 */
export const COMMON_BASE_COUNT = 10_000;

/** At most this many characters around a common word still make a common password. */
const DRESSING_MAX = 6;
/** … of which at most this many letters ('Football1!x'). */
const DRESSING_LETTERS_MAX = 2;

/** The MOST_COMMON_COUNT most used passwords, in lower case. */
const MOST_COMMON = new Set(
  dictionary['passwords-common'].slice(0, MOST_COMMON_COUNT).map((word) => word.toLowerCase()),
);

/**
 * Words and sequences that common passwords are built from, in the product's languages. A
 * password is refused when, once digits and special characters are stripped from both ends and
 * look-alike characters read as letters (P@ssw0rd), only one of these (or a repetition of it)
 * remains: 'Password123!', 'Passwort2024!', 'Welcome2024!', 'Sommer2025!', 'Qwertz123!' … This
 * covers many thousands of the passwords that meet product.md §5 and are still tried first by attackers.
 */
const WORDS = `
password passwort passwoerter motdepasse passe parola parolachiave chiave pass passw0rd pw
welcome willkommen bienvenue benvenuto benvenuti hello hallo hallihallo bonjour salut ciao
buongiorno grueezi gruezi gruessgott servus hi hey hola
letmein iloveyou ichliebedich jetaime tiamo teamo love liebe amour amore loveyou
secret geheim secreto segreto secure sicher security sicherheit admin administrator root
user benutzer utilisateur utente login access zugang master changeme default test testing
qwerty qwertz azerty asdf asdfgh asdfghjkl yxcvbnm zxcvbnm qwertyuiop qwertzuiop azertyuiop
abc abcd abcde abcdef abcdefg abcdefgh abcdefghij
spring summer autumn fall winter fruehling fruhling sommer herbst frühling printemps ete
automne hiver primavera estate autunno inverno
january february march april may june july august september october november december
januar februar maerz marz mai juni juli oktober dezember janvier fevrier mars avril juin
juillet aout septembre octobre novembre decembre gennaio febbraio marzo aprile maggio giugno
luglio agosto settembre ottobre novembre dicembre
monday tuesday wednesday thursday friday saturday sunday montag dienstag mittwoch donnerstag
freitag samstag sonntag lundi mardi mercredi jeudi vendredi samedi dimanche lunedi martedi
mercoledi giovedi venerdi sabato domenica
schweiz suisse svizzera switzerland swiss helvetia helvetica schwiiz confoederatio
zuerich zurich zürich bern berne basel geneve genf geneva genevre lausanne luzern lucerne
lugano winterthur stgallen sanktgallen biel bienne thun chur sion sitten fribourg freiburg
neuchatel aarau zug schaffhausen locarno bellinzona davos zermatt matterhorn
football fussball futbol calcio soccer hockey eishockey tennis ski skiing velo
monkey dragon tiger lion loewe lowe baer bear eagle adler shadow sunshine sonne soleil sole
sunflower flower blume fleur fiore rose rosa princess prinzessin princesse principessa
prince prinz superman batman spiderman starwars pokemon minecraft fortnite
computer internet google facebook instagram apple samsung microsoft windows linux
pizza pasta schokolade chocolat cioccolato chocolate cheese kaese fromage formaggio fondue
raclette rivella migros coop swisscom toblerone ovomaltine
family familie famille famiglia mother mutter maman mamma father vater papa papi mami
baby bebe schatz cherie tesoro darling sweetheart honey
freedom freiheit liberte liberta freiheit peace frieden paix pace
happy happiness glueck gluck bonheur felicita lucky
values werte valeurs valori wertekreuz valuescross kreuz croix croce cross
survey umfrage sondage sondaggio
hunter killer ninja pirate gangster rockstar
orange banana banane apfel pomme mela cherry kirsche cerise
black white schwarz weiss noir blanc nero bianco red rot rouge rosso blue blau bleu blu
green gruen grun vert verde yellow gelb jaune giallo
michael thomas daniel andreas peter martin christian stefan markus marco luca david
simon lukas jonas noah leon elias liam matteo luca nicolas pierre jean marie anna laura
sarah julia lea lena mia emma sophie sofia chiara giulia maria sandra nicole claudia
monika barbara andrea daniela sabine susanne
trustno1 whatever nothing something anything everything iloveu starwars
`;

const KEYBOARD_RUNS = ['1234567890', '0987654321', 'qwertzuiop', 'qwertyuiop', 'azertyuiop'];

const LOOKALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '€': 'e',
  '!': 'i',
  '|': 'l',
};

const COMMON = new Set(
  WORDS.split(/\s+/)
    .map((word) => word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase())
    .filter(Boolean),
);

/**
 * The words of the COMMON_BASE_COUNT most used passwords (their letters without the digits and
 * symbols at their ends: 'mustang', 'charlie'), of four letters or more.
 */
const COMMON_BASES = new Set(
  dictionary['passwords-common']
    .slice(0, COMMON_BASE_COUNT)
    .map((word) => stripEnds(word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()))
    .filter((word) => /^\p{L}{4,}$/u.test(word)),
);

/**
 * Whether a password is a common word (of the most used passwords' or of WORDS) with at most
 * DRESSING_MAX characters around it, DRESSING_LETTERS_MAX of them letters: 'Charlie123!'.
 * A passphrase ('Kreuz-Stich-42x') has more than one word's worth around any of its words.
 */
function isDressedCommonWord(compact: string): boolean {
  return [compact, readLookalikes(stripEnds(compact))].some((text) => {
    const runs = text.match(/\p{L}+/gu) ?? [];
    const word = runs.reduce((longest, run) => (run.length > longest.length ? run : longest), '');
    const around = Array.from(text).length - Array.from(word).length;
    const lettersAround = Array.from(runs.join('')).length - Array.from(word).length;
    return (
      (COMMON_BASES.has(word) || COMMON.has(word)) &&
      around <= DRESSING_MAX &&
      lettersAround <= DRESSING_LETTERS_MAX
    );
  });
}

function stripEnds(text: string): string {
  return text.replace(/^[^\p{L}]+/u, '').replace(/[^\p{L}]+$/u, '');
}

function readLookalikes(text: string): string {
  return Array.from(text, (char) => LOOKALIKES[char] ?? char).join('');
}

function isRepetitionOfCommon(core: string): boolean {
  if (COMMON.has(core)) return true;
  for (let length = 1; length <= core.length / 2; length += 1) {
    if (core.length % length !== 0) continue;
    const unit = core.slice(0, length);
    if (unit.repeat(core.length / length) === core && (COMMON.has(unit) || length <= 2)) {
      return true;
    }
  }
  return false;
}

/**
 * Whether a password is a common one: one of the MOST_COMMON_COUNT most used (any case), or
 * (see WORDS) a well-known word or keyboard run with digits and symbols around it, or a short
 * unit repeated, or a word of the COMMON_BASE_COUNT most used dressed up to meet the rule.
 * Case and accents do not matter.
 */
export function isCommonPassword(password: string): boolean {
  if (MOST_COMMON.has(password.toLowerCase())) return true;
  const plain = password.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  const compact = plain.replace(/[\s._-]+/g, '');
  // A short unit repeated: 'Aa1!Aa1!Aa1!'.
  if (/^(.{1,4})\1{2,}$/u.test(compact)) return true;
  if (KEYBOARD_RUNS.some((run) => run.includes(compact) || compact.includes(run))) return true;
  const core = stripEnds(compact);
  const cores = [core, stripEnds(readLookalikes(core))];
  if (cores.some((core) => core.length === 0 || isRepetitionOfCommon(core))) return true;
  return isDressedCommonWord(compact);
}

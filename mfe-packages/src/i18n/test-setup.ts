// Unit tests render Hindi pages at once, as the build's renderer does: the words are here first.
import { hindiWords } from './hindi-words';

await hindiWords.load();

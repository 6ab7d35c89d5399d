import { galleryArtwork } from '../../../artwork/gallery';
import type { GalleryImage } from '../../../schemas/landing';

/** What each gallery picture shows, in Hindi, in the order of `galleryArtwork` (the SVG titles in English). */
const altsHi: readonly string[] = [
  'सुबह की आरती से पहले, भोर की नीली रोशनी में केदारनाथ मंदिर',
  'गुप्तकाशी से सोनप्रयाग के रास्ते में मंदाकिनी घाटी',
  'ढलते सूरज की आख़िरी धूप में बद्रीनाथ मंदिर',
  'हर की पौड़ी की सीढ़ियों के पास से तैरते दीये',
  'तिब्बत से पहले के आख़िरी गाँव माणा की पत्थर की छतें',
  'तुंगनाथ के रास्ते में बुरांश के फूलों से भरे बुग्याल',
  'माणा में सरस्वती नदी पर पत्थर का पुल, भीम पुल',
  'गौरीकुंड से केदारनाथ के 17 किमी के रास्ते पर तीर्थयात्री',
  'यमुनोत्री में सूर्य कुंड से उठती भाप',
  'गंगोत्री मार्ग पर हर्षिल के ऊपर देवदार का जंगल',
  'तारों भरे आसमान के नीचे केदारनाथ मंदिर',
  'गंगोत्री से आगे बढ़ती भागीरथी पर सुबह की धुंध',
  'चोपता के बुग्याल और उनके पार चौखंबा पर्वतमाला',
  'बड़कोट के पास एक गढ़वाली गाँव पर शाम का धुआँ',
  'यमुनोत्री की चढ़ाई का आख़िरी खड़ा हिस्सा',
  'बद्रीनाथ की रखवाली करती नीलकंठ चोटी',
  'देवप्रयाग, जहाँ अलकनंदा और भागीरथी मिलकर गंगा बनती हैं',
  'तुंगनाथ के ऊपर चंद्रशिला पर तारों भरी साफ़ रात',
  'यमुना के शीतकालीन निवास खरसाली में चीड़ के पेड़ों के बीच से सूर्योदय',
  'शाम की आरती के बाद उत्तरकाशी के घाटों पर श्रद्धालु',
];

const toImage = (src: (typeof galleryArtwork)[number], i: number): GalleryImage => ({
  src,
  alt: altsHi[i] ?? '',
});

/** The two photo rows with Hindi descriptions: the same pictures as `galleryRows`. */
export const galleryRowsHi: readonly [readonly GalleryImage[], readonly GalleryImage[]] = [
  galleryArtwork.slice(0, 10).map((src, i) => toImage(src, i)),
  galleryArtwork.slice(10, 20).map((src, i) => toImage(src, i + 10)),
];

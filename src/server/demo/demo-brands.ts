import type { CardInput, PassType, StampIcon } from '#domain/cards/index.ts';
import type { ArtworkIcon, ArtworkPalette } from './demo-artwork.ts';

/** One demo card: its brand, its artwork and how many of the demo customers hold it. */
export interface DemoBrand {
  readonly key: string;
  readonly passType: PassType;
  readonly icon: ArtworkIcon;
  readonly palette: ArtworkPalette;
  /** Text colours on the pass (the background is `palette.background`). */
  readonly text: { readonly value: string; readonly label: string };
  /** Share of the demo customers holding this card (relative weight). */
  readonly share: number;
  /** Draws a portrait for the card's thumbnail (the business card's person). */
  readonly portrait?: boolean;
  readonly content: Omit<CardInput, 'design' | 'passType'> & { readonly stampIcon?: StampIcon };
}

/** Bella Napoli's points rule: a point per euro spent from a €5 order. */
export const DEMO_POINTS_RULE = Object.freeze({
  name: 'Pizza points: 1 point per €1',
  spend: {
    baseCurrency: 'EUR',
    baseAmount: '1',
    pointsPerBase: '1',
    rounding: 'block_floor' as const,
    minAmount: '5',
    maxPointsPerTxn: 200,
  },
  items: [],
  notesEnabled: false,
});

const terms = (value: string) => ({ key: 'terms', label: 'Terms', value, displaySide: 'back' as const });

/** The field that shows the holder's live count (stamps, points); its value is filled in per pass. */
const counter = (label: string) => ({ key: 'position', label, value: '' });

/**
 * A brand's key and look in one line: its artwork icon, its share of the demo customers, its
 * artwork colours (the pass background, a second shade, the accent; the logo's lines are drawn in
 * the background colour), and the pass's text colours, white values and accent labels unless given.
 */
const look = (
  key: string,
  icon: ArtworkIcon,
  share: number,
  [background, shade, accent]: readonly [string, string, string],
  value = '#FFFFFF',
  label = accent,
) => ({ key, icon, share, palette: { background, shade, accent, ink: background }, text: { value, label } });

/**
 * Every kind of card, each as a different business would brand it, so a first look at the demo
 * shows the range of the product (names, colours, stamp icons, logos and strips).
 */
export const DEMO_BRANDS: readonly DemoBrand[] = [
  {
    ...look('aurora-coffee', 'coffee', 30, ['#3B2A20', '#6B4A35', '#F4B860'], '#FFF4E6'),
    passType: 'stamp_card',
    content: {
      name: 'Coffee card',
      stampIcon: 'coffee',
      info: {
        companyName: 'Café Aurora',
        passDescription: 'Your 10th coffee is on us',
        fields: [
          counter('Stamps'),
          { key: 'reward', label: 'Reward', value: 'Free coffee of your choice' },
          terms('One stamp per hot drink. Not valid with other offers.'),
        ],
      },
      loyaltySettings: { maxStamps: 10, rewardMessage: 'Free coffee of your choice' },
    },
  },
  {
    ...look('blade-barber', 'scissors', 11, ['#1F2A44', '#34456E', '#E0B354']),
    passType: 'loyalty',
    content: {
      name: 'Haircut card',
      loyaltyCardType: 'stamp',
      stampIcon: 'scissors',
      info: {
        companyName: 'Blade & Co. Barbers',
        passDescription: 'Every 6th cut free',
        fields: [counter('Cuts'), terms('Book online or walk in. Beard trims count too.')],
      },
      loyaltySettings: { maxStamps: 6, rewardMessage: 'Free haircut' },
    },
  },
  {
    ...look('happy-paws', 'paw', 8, ['#1E5245', '#2F7A66', '#FFE08A']),
    passType: 'stamp_card',
    content: {
      name: 'Grooming card',
      stampIcon: 'paw',
      info: {
        companyName: 'Happy Paws Grooming',
        passDescription: 'A free bath after 8 visits',
        fields: [counter('Visits'), terms('One stamp per groom.')],
      },
      loyaltySettings: { maxStamps: 8, rewardMessage: 'Free bath & brush' },
    },
  },
  {
    ...look('napoli-points', 'pizza', 16, ['#8E1B1B', '#C0392B', '#FFD166']),
    passType: 'point_card',
    content: {
      name: 'Pizza points',
      info: {
        companyName: 'Bella Napoli',
        passDescription: 'Earn points on every pizza',
        fields: [
          counter('Points'),
          { key: 'reward', label: '100 points', value: 'A free Margherita' },
          terms('1 point per €1 spent, from €5. Points never expire.'),
        ],
      },
      loyaltySettings: { pointsPerVisit: 10, pointsToRedeem: 100, rewardMessage: 'A free Margherita' },
    },
  },
  {
    ...look('flow-yoga', 'sun', 11, ['#0F4C4F', '#1B7A72', '#9BE7C4']),
    passType: 'level_card',
    content: {
      name: 'Studio club',
      info: {
        companyName: 'Flow Yoga Studio',
        passDescription: 'Climb the levels with every class',
        fields: [counter('Points'), terms('20 points per class attended.')],
      },
      loyaltySettings: {
        pointsPerVisit: 20,
        levels: [
          { name: 'Bronze', pointsRequired: 0, benefits: 'Free mat rental' },
          { name: 'Silver', pointsRequired: 200, benefits: '10% off class packs' },
          { name: 'Gold', pointsRequired: 500, benefits: 'One free class a month' },
        ],
      },
      dataCollection: {
        enabled: true,
        message: 'Tell us what you like to practise.',
        fields: [
          {
            key: 'favourite_class',
            label: 'Favourite class',
            type: 'select',
            options: ['Vinyasa', 'Yin', 'Power', 'Pilates'],
          },
        ],
      },
    },
  },
  {
    ...look('bloom-coupon', 'flower', 12, ['#7A1F4B', '#B03A6F', '#FFC2D6']),
    passType: 'coupon',
    content: {
      name: 'Spring bouquet coupon',
      info: {
        companyName: 'Bloom Florist',
        passDescription: '15% off your next bouquet',
        fields: [
          { key: 'offer', label: 'Offer', value: '15% off', isCouponOnly: true },
          { key: 'valid', label: 'Valid', value: 'All bouquets' },
          terms('One coupon per customer. Not valid on weddings.'),
        ],
      },
      couponSettings: {
        expirationDays: 30,
        redemptionMessage: 'Enjoy your flowers!',
        onRedeemPassType: 'stamp_card',
      },
    },
  },
  {
    ...look('harbour-jazz', 'music', 6, ['#101A2E', '#243B63', '#7FD1FF']),
    passType: 'flyer',
    content: {
      name: 'Jazz night flyer',
      info: {
        companyName: 'Harbour Jazz Club',
        passDescription: 'Live jazz every Friday',
        fields: [
          { key: 'event', label: 'Friday', value: '20:30 · Free entry' },
          { key: 'where', label: 'Where', value: 'Pier 4, upstairs' },
          terms('Doors open at 20:00. Table reservations by phone.'),
        ],
      },
    },
  },
  {
    ...look('peak-fitness', 'barbell', 5, ['#161616', '#2E2E2E', '#C6FF3D']),
    passType: 'standard',
    content: {
      name: 'Gym membership',
      info: {
        companyName: 'Peak Fitness',
        passDescription: 'Monthly membership',
        fields: [
          { key: 'access', label: 'Access', value: '06:00–23:00' },
          terms('Show this pass at the turnstile.'),
        ],
      },
    },
  },
  {
    ...look('aurora-owner', 'leaf', 1, ['#F5EFE6', '#E7DCCB', '#3B2A20'], '#2A211B', '#7A5A3F'),
    passType: 'business_card',
    portrait: true,
    content: {
      name: 'My business card',
      info: {
        companyName: 'Café Aurora',
        passDescription: 'Owner, Café Aurora',
        personalName: 'Dana Demo',
        fields: [{ key: 'role', label: 'Role', value: 'Owner & head barista' }],
        socialLinks: [
          { key: 'phone', label: 'Phone', value: '+44 20 7946 0321', isActive: true },
          { key: 'email', label: 'Email', value: 'dana@cafe-aurora.example', isActive: true },
          { key: 'website', label: 'Website', value: 'https://cafe-aurora.example', isActive: true },
        ],
      },
    },
  },
];

/** The card a brand stands for, with its uploaded images. */
export const demoBrandCard = (
  brand: DemoBrand,
  images: { logo: string; strip: string; portrait: string | null },
): CardInput => {
  const { stampIcon, ...content } = brand.content;
  return {
    ...content,
    passType: brand.passType,
    design: {
      font: { fontColor: brand.text.value, labelColor: brand.text.label },
      image: {
        bgColor: brand.palette.background,
        logo: images.logo,
        bgImage: images.strip,
        personalImage: images.portrait,
      },
      ...(stampIcon ? { stampIcon } : {}),
    },
  };
};

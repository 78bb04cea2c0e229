import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import type { Storage } from "../adapters/storage/storage.js";
import type { Db } from "../db/client.js";
import { users } from "../modules/identity/identity.table.js";
import { categories, childCategories, subCategories } from "../modules/categories/categories.table.js";
import { merchants, pricingPlans } from "../modules/merchants/merchants.table.js";
import {
  featuredImageCollections,
  promotionProducts,
  promotions,
} from "../modules/merchandising/merchandising.table.js";
import { productVariants, products } from "../modules/products/products.table.js";
import { officialOutlets, stores } from "../modules/merchants/stores.table.js";
import { uploads } from "../modules/uploads/uploads.table.js";
import { IMAGE_VARIANT_WIDTHS } from "@bitmarte/contracts";
import { storeImageVariants, uploadUrl, variantKey } from "../modules/uploads/index.js";
import { ART_COLOURS, hashOf, productArtSvg, productFigure } from "./product-art.js";
import { DEMO_STORE } from "./stores.js";

/**
 * The demo catalogue: a general store's category tree, a few thousand believable products spread
 * over the approved stores, generated product images (no network), promotions, official outlets
 * and home-page banners. Data is drawn from a seeded generator, so every run looks the same.
 */

type VariantKind = "apparel" | "shoes" | "colour" | "none";

export interface ChildSpec {
  name: string;
  label: string;
  price: [number, number];
  weight: [number, number];
  names: string[];
  extras: string[];
  variants: VariantKind;
}
export interface CategorySpec {
  name: string;
  blurb: string;
  subs: { name: string; children: ChildSpec[] }[];
}

/** "Name|Label|min-max naira|min-max kg|base names;…|extras;…|variants" */
function child(line: string): ChildSpec {
  const [name, label, price, weight, names, extras, variants] = line.split("|");
  const range = (s: string) => s.split("-").map(Number) as [number, number];
  return {
    name,
    label,
    price: range(price),
    weight: range(weight),
    names: names.split(";"),
    extras: extras.split(";"),
    variants: (variants || "none") as VariantKind,
  };
}

/** The demo category tree with, per child category, its product names, prices and weights (also used by the benchmark generator). */
export const DEMO_CATALOGUE_TREE: readonly CategorySpec[] = [
  {
    name: "Electronics",
    blurb: "Genuine product with manufacturer warranty, tested before dispatch.",
    subs: [
      { name: "Phones & Tablets", children: [
        child("Smartphones|Smartphone|65000-850000|0.18-0.35|Samsung Galaxy A15;Tecno Spark 20 Pro;Infinix Hot 40i;Apple iPhone 13;Xiaomi Redmi Note 13;itel S23+;Tecno Camon 30;Samsung Galaxy S23 FE|128GB;256GB;8GB RAM 128GB;Dual SIM 4G|colour"),
        child("Tablets|Tablet|85000-720000|0.4-0.7|Samsung Galaxy Tab A9;Apple iPad 10th Gen;Lenovo Tab M10;Xiaomi Redmi Pad SE;Tecno MegaPad 11|64GB Wi-Fi;128GB LTE;With Keyboard Cover;10.1 inch|colour"),
        child("Basic Phones|Feature Phone|9500-35000|0.08-0.15|Nokia 105;itel it2160;Tecno T301;Nokia 3310;itel Magic 2|Dual SIM;Big Battery;With Torch;FM Radio|colour"),
      ] },
      { name: "Phone Accessories", children: [
        child("Chargers|Charger|3500-25000|0.05-0.2|Oraimo Firefly;Anker PowerPort;Samsung 25W Adapter;Apple 20W USB-C;New Age Fast|Fast Charger;Dual Port;With Type-C Cable;Travel Adapter|none"),
        child("Power Banks|Power Bank|8500-45000|0.2-0.5|Oraimo Traveler;Anker PowerCore;New Age Dual;Xiaomi Redmi;Romoss Sense|10000mAh;20000mAh;30000mAh;Fast Charge|colour"),
        child("Phone Cases|Phone Case|2000-12000|0.03-0.08|Spigen Tough Armor;Shockproof Clear;Leather Flip;Magnetic MagSafe;Silicone Soft|for iPhone 13;for Galaxy A15;for Redmi Note 13;for Tecno Camon 30|colour"),
        child("Earphones|Earphones|4500-95000|0.03-0.15|Oraimo FreePods;Apple AirPods;Samsung Galaxy Buds;JBL Tune;Anker Soundcore|Wireless;Noise Cancelling;with Mic;Bass Boost|colour"),
      ] },
      { name: "TV & Audio", children: [
        child("Televisions|Television|120000-1450000|6-22|Hisense A6;Samsung Crystal UHD;LG UQ75;TCL P635;Nexus Smart|32 inch HD;43 inch Full HD;55 inch 4K;65 inch 4K Smart|none"),
        child("Soundbars|Soundbar|45000-380000|2-6|Hisense HS214;Samsung HW-T420;LG SN4;Sony HT-S100F;JBL Bar 2.0|2.1 Channel;With Subwoofer;Bluetooth;Dolby Audio|none"),
        child("Bluetooth Speakers|Speaker|12000-220000|0.4-3|JBL Flip 6;JBL Go 3;Oraimo SoundGo;Sony SRS-XB13;Anker Soundcore 2|Waterproof;Party Light;Portable;Deep Bass|colour"),
        child("Home Theatre|Home Theatre|85000-420000|6-15|LG LHD657;Sayonna 5.1;Polystar PV-HT;Samsung HT-J5500|5.1 Channel;1000W;Bluetooth;With Karaoke|none"),
      ] },
      { name: "Cameras", children: [
        child("Digital Cameras|Camera|180000-1650000|0.4-1.2|Canon EOS 2000D;Nikon D3500;Sony Alpha a6100;Fujifilm X-T30;Canon EOS R50|With 18-55mm Lens;Body Only;Kit Bundle;24MP|none"),
        child("Security Cameras|CCTV Camera|15000-95000|0.2-0.8|Hikvision ColorVu;Dahua Lite;Ezviz C6N;TP-Link Tapo C200;V380 Pro|1080p Wi-Fi;Night Vision;Outdoor;360 Degree|none"),
      ] },
    ],
  },
  {
    name: "Computing",
    blurb: "Ready to use out of the box, with all original accessories.",
    subs: [
      { name: "Laptops", children: [
        child("Everyday Laptops|Laptop|185000-950000|1.4-2.2|HP 15s;Lenovo IdeaPad 3;Dell Inspiron 15;Acer Aspire 5;ASUS VivoBook 15|Core i5 8GB 512GB SSD;Core i3 8GB 256GB;Ryzen 5 16GB 512GB;Celeron 4GB 128GB|none"),
        child("MacBooks|MacBook|850000-2900000|1.2-1.6|Apple MacBook Air M1;Apple MacBook Air M2;Apple MacBook Pro M3;Apple MacBook Air M3|8GB 256GB;16GB 512GB;13 inch;15 inch|colour"),
        child("Gaming Laptops|Gaming Laptop|780000-2800000|2.2-2.8|ASUS TUF Gaming F15;Lenovo Legion 5;HP Victus 15;Acer Nitro 5;MSI GF63|RTX 3050 16GB;RTX 4060 512GB;144Hz Display;Core i7|none"),
      ] },
      { name: "Computer Accessories", children: [
        child("Keyboards & Mice|Keyboard|4500-65000|0.1-1|Logitech MK270;HP Wireless;Redragon K552;Logitech MX Master 3S;A4Tech Combo|Wireless Combo;Mechanical RGB;Ergonomic Mouse;USB|none"),
        child("Monitors|Monitor|95000-520000|3-7|Samsung Essential;LG UltraGear;Dell P2422H;HP M24f;AOC 24G2|24 inch FHD;27 inch IPS;165Hz Gaming;Curved 32 inch|none"),
        child("Storage Drives|Flash Drive|4500-120000|0.02-0.3|SanDisk Ultra;Seagate Expansion;WD Elements;Kingston DataTraveler;Samsung T7|64GB;128GB;1TB External;2TB Portable SSD|none"),
        child("Printers|Printer|85000-480000|4-12|HP DeskJet 2710;Canon PIXMA G3411;Epson EcoTank L3250;HP LaserJet M111w;Brother HL-L2350|All-in-One;Wi-Fi;Ink Tank;Laser|none"),
      ] },
      { name: "Networking", children: [
        child("Routers & MiFi|Router|18000-120000|0.2-0.8|MTN 4G MiFi;Airtel 4G Router;TP-Link Archer C6;Huawei B311;ZTE MF927U|4G LTE;Dual Band;Unlocked;With SIM Slot|none"),
      ] },
    ],
  },
  {
    name: "Fashion",
    blurb: "Quality fabric and neat finishing, true to size.",
    subs: [
      { name: "Men's Clothing", children: [
        child("Men's T-Shirts|T-Shirt|4500-18000|0.15-0.3|Classic Crew Neck;Polo;Oversized Graphic;Slim Fit Plain;Vintage Wash|Cotton T-Shirt;Polo Shirt;Tee;Shirt|apparel"),
        child("Men's Shirts|Shirt|8500-35000|0.2-0.4|Oxford Long Sleeve;Linen Casual;Slim Fit Formal;Ankara Print;Denim|Shirt;Button-Down;Dress Shirt;Kaftan Shirt|apparel"),
        child("Men's Trousers|Trousers|9500-32000|0.4-0.8|Chinos;Cargo;Slim Fit Jeans;Joggers;Suit|Trousers;Pants;Jeans;Bottoms|apparel"),
        child("Native Wear|Native Wear|18000-95000|0.5-1.2|Agbada Set;Senator Kaftan;Dashiki;Buba and Sokoto;Isiagu|Complete Set;with Cap;Embroidered;Two Piece|apparel"),
      ] },
      { name: "Women's Clothing", children: [
        child("Dresses|Dress|9500-48000|0.2-0.5|Bodycon Midi;Ankara Flare;Maxi Floral;Wrap;Shirt|Dress;Gown;Evening Dress;Casual Dress|apparel"),
        child("Women's Tops|Blouse|5500-22000|0.1-0.3|Chiffon;Peplum;Crop;Off-Shoulder;Satin|Blouse;Top;Shirt;Tunic|apparel"),
        child("Skirts|Skirt|6500-25000|0.2-0.4|Pleated Midi;Pencil;Denim Mini;A-Line;Ankara|Skirt;Midi Skirt;Maxi Skirt|apparel"),
      ] },
      { name: "Shoes", children: [
        child("Sneakers|Sneakers|12000-125000|0.6-1.1|Nike Air Force 1;Adidas Superstar;Puma Smash;New Balance 574;Nike Air Max 90;Vans Old Skool|Sneakers;Trainers;Running Sneakers;Low Top Sneakers|shoes"),
        child("Sandals & Slippers|Sandals|4500-28000|0.3-0.7|Leather Palm;Crocs Classic;Slide;Adidas Adilette;Handmade Leather|Slippers;Sandals;Slides;Flip Flops|shoes"),
        child("Formal Shoes|Formal Shoes|18000-85000|0.8-1.3|Oxford;Derby;Loafer;Brogue;Monk Strap|Leather Shoes;Formal Shoes;Office Shoes|shoes"),
        child("Heels|Heels|12000-55000|0.4-0.8|Stiletto;Block Heel;Kitten Heel;Platform;Strappy|Heels;Pumps;Sandals|shoes"),
      ] },
      { name: "Bags & Accessories", children: [
        child("Handbags|Handbag|9500-85000|0.4-1|Leather Tote;Crossbody;Shoulder;Top Handle;Mini|Handbag;Bag;Purse;Satchel|colour"),
        child("Wristwatches|Wristwatch|8500-450000|0.08-0.2|Casio MTP;Curren;Naviforce;Fossil Grant;Casio G-Shock|Wristwatch;Chronograph;Leather Strap;Steel Band|colour"),
        child("Sunglasses|Sunglasses|3500-65000|0.03-0.1|Aviator;Wayfarer;Polarized Sport;Cat Eye;Round Retro|Sunglasses;UV400 Shades;Eyewear|colour"),
      ] },
      { name: "Fabrics", children: [
        child("Aso-Oke|Aso-Oke|25000-180000|0.8-2.5|Hand-Woven Aso-Oke;Sanyan Aso-Oke;Alaari Aso-Oke;Etu Aso-Oke;Metallic Aso-Oke|Wrapper and Gele;Complete Set with Fila;Agbada Set;Iborun Shawl|colour"),
        child("Ankara & Prints|Ankara|6500-45000|0.6-2|Ankara Wax Print;Hollandaise Ankara;Adire Tie-Dye;Kampala Batik;George Wrapper|6 Yards;12 Yards;Double Wax;Per Yard|colour"),
      ] },
    ],
  },
  {
    name: "Home & Kitchen",
    blurb: "Built for Nigerian homes: sturdy, easy to clean and energy saving.",
    subs: [
      { name: "Kitchen Appliances", children: [
        child("Blenders|Blender|18000-95000|2-4|Binatone BLG-450;Kenwood BLP41;Silver Crest 8500W;Philips HR2041;Nexus NB|Blender with Grinder;1.5L;2-in-1;Heavy Duty|none"),
        child("Microwaves|Microwave|55000-185000|10-16|Hisense 20L;LG Solo;Samsung MS23;Scanfrost 25L;Midea|Microwave Oven;Grill;Digital;Solo 20L|none"),
        child("Air Fryers|Air Fryer|45000-165000|3.5-6|Philips Essential;Silver Crest Double;Tefal Easy Fry;Kenwood;Nutricook|4.1L;6L Digital;Dual Basket;Air Fryer|none"),
        child("Kettles|Electric Kettle|8500-35000|0.8-1.5|Binatone;Kenwood;Philips;Scanfrost;Master Chef|1.7L Stainless;Cordless;Glass Kettle;Electric Kettle|colour"),
      ] },
      { name: "Cookware", children: [
        child("Pots & Pans|Cookware|12000-95000|1.5-6|Non-Stick;Stainless Steel;Granite;Cast Iron;Tower|Pot Set;Frying Pan;Cookware Set 10pcs;Sauce Pan|colour"),
        child("Pressure Cookers|Pressure Cooker|18000-75000|2.5-5|Hawkins Classic;Prestige;Binatone Electric;Silver Crest;Royalford|5L;7L;Electric;Stainless Steel|none"),
        child("Food Flasks|Food Flask|6500-28000|0.8-2.5|Lion Star;Thermos;Royalford;Hot Pot;Deluxe|Food Flask Set;3 in 1;Insulated;Food Warmer|colour"),
      ] },
      { name: "Home Appliances", children: [
        child("Fans|Standing Fan|18000-85000|4-8|OX Standing;Binatone 16 inch;QASA Rechargeable;Haier Thermocool;Lontor|Standing Fan;Rechargeable Fan;Wall Fan;Table Fan|none"),
        child("Generators|Generator|95000-950000|20-95|Sumec Firman;Elepaq Constant;Tiger;Honda EU22i;Lutian|2.5KVA;3.5KVA;5KVA Key Start;Inverter Generator|none"),
        child("Refrigerators|Refrigerator|185000-1250000|25-70|Hisense;Haier Thermocool;LG Inverter;Scanfrost;Nexus|Double Door;Chest Freezer;Table Top;Side by Side|none"),
        child("Irons|Pressing Iron|6500-38000|0.8-2|Philips Steam;Binatone Dry;Kenwood Steam;Tefal;Sonik|Steam Iron;Dry Iron;Non-Stick Plate|none"),
      ] },
      { name: "Home Decor", children: [
        child("Bedding|Bedsheet|12000-65000|1-3|Cotton Duvet Set;Satin Bedsheet;Quilted Cover;Egyptian Cotton;Plain|Bedsheet with Pillow Cases;Duvet Set;6x6 Set;4.5x6 Set|colour"),
        child("Curtains|Curtain|9500-48000|1-3|Blackout;Sheer Voile;Velvet;Linen Look;Jacquard|Curtain Pair;Window Curtain;Two Panels|colour"),
        child("Wall Art|Wall Art|6500-45000|0.5-2.5|Canvas Abstract;Framed African;Mirror Set;3 Panel;Wooden|Wall Art;Frame;Decor|none"),
      ] },
    ],
  },
  {
    name: "Beauty & Personal Care",
    blurb: "Authentic product, sealed and well within its expiry date.",
    subs: [
      { name: "Skincare", children: [
        child("Body Lotions|Body Lotion|2500-18000|0.3-0.6|Nivea Cocoa Butter;Vaseline Intensive Care;Dudu Osun;Jergens;Palmer's|Body Lotion 400ml;Body Cream;Moisturiser|none"),
        child("Face Care|Face Cream|4500-38000|0.05-0.2|CeraVe;The Ordinary;Neutrogena;Simple Kind;Garnier|Facial Cleanser;Vitamin C Serum;Moisturising Cream;Sunscreen SPF 50|none"),
        child("Black Soaps|Black Soap|1500-9500|0.1-0.3|Dudu Osun;Shea Moisture;Raw African;Alata Samina;Organic|Black Soap;Liquid Black Soap;Soap Bar Pack|none"),
      ] },
      { name: "Hair Care", children: [
        child("Hair Products|Hair Cream|2500-22000|0.2-0.6|Cantu Shea Butter;ORS Olive Oil;Dark and Lovely;Shea Moisture;Mielle Rosemary|Leave-in Conditioner;Hair Oil;Relaxer;Edge Control|none"),
        child("Wigs|Wig|35000-380000|0.2-0.5|Bone Straight;Body Wave;Kinky Curly;Bob Cut;Frontal|Human Hair Wig;Lace Front Wig;Closure Wig|colour"),
        child("Hair Tools|Hair Dryer|9500-75000|0.5-1.2|Remington;Philips;Babyliss;Kemei;Gama|Hair Dryer;Straightener;Clipper;Curling Iron|none"),
      ] },
      { name: "Fragrances", children: [
        child("Perfumes|Perfume|8500-185000|0.2-0.5|Dior Sauvage;Armaf Club de Nuit;Lattafa Asad;Chanel Coco;Zara Vibrant|Eau de Parfum 100ml;Eau de Toilette;Gift Set;Body Mist|none"),
        child("Deodorants|Deodorant|1800-8500|0.1-0.25|Nivea Men;Rexona;Dove;Sure;Axe|Roll-On;Body Spray;Stick;Antiperspirant|none"),
      ] },
      { name: "Makeup", children: [
        child("Face Makeup|Makeup|3500-38000|0.05-0.2|Zaron;Fenty Beauty;Black Opal;Maybelline Fit Me;Classic|Foundation;Powder;Concealer;Setting Spray|none"),
        child("Lipsticks|Lipstick|2500-18000|0.02-0.06|MAC Matte;Maybelline SuperStay;Zaron;Huda Beauty;Nyx|Lipstick;Lip Gloss;Lip Liner Set|colour"),
      ] },
    ],
  },
  {
    name: "Groceries",
    blurb: "Fresh stock, stored properly and packed with care.",
    subs: [
      { name: "Food Cupboard", children: [
        child("Rice|Rice|18000-95000|5-50|Mama Gold;Royal Stallion;Caprice;Ofada Local;Mama's Pride|Parboiled Rice 10kg;Long Grain 25kg;50kg Bag;5kg|none"),
        child("Pasta & Noodles|Noodles|4500-22000|0.5-5|Indomie Chicken;Golden Penny Spaghetti;Dangote Macaroni;Honeywell Pasta;Minimie|Carton of 40;Pack of 20;500g x 10;Super Pack|none"),
        child("Cooking Oil|Cooking Oil|4500-38000|1-5|Kings Vegetable;Power Oil;Devon King's;Golden Terra;Mamador|Vegetable Oil 3L;5L;Palm Oil 4L;1L|none"),
        child("Spices & Seasoning|Seasoning|800-8500|0.05-1|Knorr Chicken;Maggi Star;Ducros Curry;Onga Classic;Tasty Tom|Cubes;Seasoning Powder;Curry Powder;Thyme|none"),
        child("Garri & Swallow|Garri|2500-28000|1-25|Ijebu Garri;Yellow Garri;White Garri;Poundo Yam Flour;Elubo Yam Flour;Semovita|1kg;5kg;10kg Bag;Paint Bucket|none"),
        child("Soup Ingredients|Soup Pack|1500-18000|0.1-2|Ground Egusi;Ogbono;Dried Crayfish;Stockfish;Uziza Leaves;Moi Moi Bean Flour|500g;1kg;Family Pack;Paint Bucket|none"),
      ] },
      { name: "Local Snacks", children: [
        child("Suya & Kilishi|Suya|2500-15000|0.1-0.6|Suya Spice Yaji;Beef Kilishi;Chicken Suya Pack;Spicy Suya Pepper Mix|100g;250g;500g;Party Pack|none"),
        child("Chin Chin & Chips|Snack|1500-9500|0.2-1.5|Crunchy Chin Chin;Plantain Chips;Kuli Kuli;Coconut Candy;Puff Puff Mix|Jar;Pack of 10;500g;Party Bucket|none"),
        child("Zobo & Local Drinks|Drink|1500-9000|0.5-6|Zobo Hibiscus Drink;Kunu Aya Tigernut;Chapman Mix;Dried Zobo Leaves|1L Bottle;Pack of 6;500g;Party Pack|none"),
      ] },
      { name: "Beverages", children: [
        child("Soft Drinks|Soft Drink|3500-12000|4-10|Coca-Cola;Fanta;Sprite;Pepsi;7Up|Pack of 12 x 50cl;Carton of 24;1.5L x 6|none"),
        child("Tea & Coffee|Tea|1500-18000|0.1-0.8|Lipton Yellow Label;Nescafe Classic;Milo;Bournvita;Top Tea|Tea Bags 100;Coffee Jar 200g;Refill 900g;Sachets|none"),
        child("Water|Water|1800-6500|6-12|Eva;Nestle Pure Life;Aquafina;Ragolis|Pack of 12 x 75cl;Carton;1.5L x 6|none"),
      ] },
      { name: "Breakfast", children: [
        child("Cereals|Cereal|2500-12000|0.3-1|Kellogg's Corn Flakes;Nasco Corn Flakes;Golden Morn;Quaker Oats;Weetabix|500g;1kg;Family Pack;Refill|none"),
        child("Milk|Milk|2500-15000|0.4-2.5|Peak Powdered;Dano Cool Cow;Three Crowns;Loya;Cowbell|Refill 400g;Tin 900g;Pack of 12;Evaporated|none"),
      ] },
    ],
  },
  {
    name: "Sports & Outdoors",
    blurb: "Durable gear for training and play, indoors or out.",
    subs: [
      { name: "Fitness", children: [
        child("Dumbbells|Dumbbell|9500-85000|2-20|Adjustable;Hex Rubber;Vinyl;Chrome;Neoprene|Dumbbell Pair 5kg;Set 20kg;10kg Pair;With Rack|none"),
        child("Treadmills|Treadmill|350000-1850000|40-90|American Fitness;Marshal Fitness;Tonic;Xiaomi WalkingPad;Confidence|Motorised;Foldable;With Incline;2.5HP|none"),
        child("Yoga & Mats|Yoga Mat|4500-22000|0.8-1.8|Non-Slip;Extra Thick;TPE Eco;Foldable;Cork|Yoga Mat;Exercise Mat;Mat with Strap|colour"),
      ] },
      { name: "Team Sports", children: [
        child("Football|Football|6500-65000|0.4-0.5|Adidas Al Rihla;Nike Flight;Puma Orbita;Mitre Delta;Molten|Size 5 Ball;Training Ball;Match Ball|none"),
        child("Jerseys|Jersey|8500-45000|0.15-0.3|Super Eagles Home;Super Eagles Away;Arsenal;Chelsea;Manchester United|Jersey 2024;Fan Version;Player Version|apparel"),
        child("Basketball|Basketball|9500-48000|0.5-0.7|Spalding TF-250;Wilson Evolution;Molten GG7X;Nike Elite|Size 7;Outdoor Ball;Indoor Ball|none"),
      ] },
      { name: "Outdoor & Cycling", children: [
        child("Bicycles|Bicycle|85000-480000|10-18|Phoenix;Mountain Bike;BMX Freestyle;Road Bike;Kids Bike|26 inch;21 Speed;With Gears;Foldable|colour"),
        child("Camping|Camping Gear|9500-95000|1-6|Dome Tent;Camping Chair;Sleeping Bag;Cooler Box;Hammock|4 Person;Foldable;Waterproof;Portable|colour"),
      ] },
    ],
  },
  {
    name: "Books & Stationery",
    blurb: "New copies, carefully packed so corners arrive sharp.",
    subs: [
      { name: "Books", children: [
        child("Fiction|Novel|3500-15000|0.2-0.6|Things Fall Apart;Half of a Yellow Sun;Americanah;Purple Hibiscus;Stay With Me;The Secret Lives of Baba Segi's Wives|Paperback;Hardcover;Anniversary Edition|none"),
        child("Business & Self-Help|Business Book|4500-18000|0.3-0.8|Rich Dad Poor Dad;Atomic Habits;The Psychology of Money;Think and Grow Rich;Zero to One|Paperback;Hardcover;Pocket Edition|none"),
        child("Children's Books|Picture Book|2500-12000|0.2-0.5|Anna Hibiscus;Eze Goes to School;The Gruffalo;Peppa Pig Stories;My First Words|Picture Book;Activity Book;Board Book|none"),
        child("Textbooks|Textbook|3500-22000|0.5-1.5|New General Mathematics;Essential Biology;Comprehensive Chemistry;Senior Secondary Physics;Exam Focus English|JSS 1;SS 2;WAEC Edition;UTME Prep|none"),
      ] },
      { name: "Stationery", children: [
        child("Notebooks|Notebook|800-9500|0.1-0.6|Hardcover A5;Spiral;Leather Journal;Exercise Book;Planner 2026|Notebook;Pack of 10;Journal;Diary|colour"),
        child("Pens & Pencils|Pen|500-12000|0.02-0.3|Bic Cristal;Parker Jotter;Pilot G2;Faber-Castell;Staedtler|Pens Pack of 20;Ballpoint;Gel Pens;HB Pencils|colour"),
        child("School Bags|School Bag|6500-35000|0.6-1.2|Ergonomic;Trolley;Cartoon;Waterproof;Laptop|Backpack;School Bag;Trolley Bag|colour"),
      ] },
    ],
  },
  {
    name: "Baby & Kids",
    blurb: "Gentle, safe materials chosen with little ones in mind.",
    subs: [
      { name: "Diapering", children: [
        child("Diapers|Diapers|6500-28000|1.5-5|Pampers Baby Dry;Huggies Dry Comfort;Molfix;Dr Brown;Cuddles|Size 3 Jumbo Pack;Size 4 x 64;Newborn;Size 5 Mega|none"),
        child("Baby Wipes|Baby Wipes|1200-9500|0.3-1.5|Pampers Sensitive;Huggies;Johnson's;Molfix;WaterWipes|Pack of 3;80 Wipes;Fragrance Free|none"),
      ] },
      { name: "Feeding", children: [
        child("Baby Food|Baby Food|3500-22000|0.4-1|Cerelac Wheat;SMA Gold;Nan Optipro;Aptamil;Nutrend|Infant Formula 400g;Cereal 1kg;Stage 2;Stage 3|none"),
        child("Feeding Bottles|Feeding Bottle|2500-18000|0.1-0.4|Philips Avent;Dr Brown's;Tommee Tippee;Pigeon;NUK|Anti-Colic 260ml;Pack of 3;Glass Bottle;Sippy Cup|colour"),
      ] },
      { name: "Toys", children: [
        child("Educational Toys|Toy|4500-45000|0.3-2|Building Blocks;Alphabet Puzzle;Kids Laptop;Shape Sorter;Science Kit|Set;100 Pieces;Learning Toy;Activity Set|none"),
        child("Ride-Ons|Ride-On|25000-350000|5-25|Electric Car;Balance Bike;Tricycle;Scooter;Rocking Horse|for Kids;With Remote;Musical;3 Wheels|colour"),
        child("Dolls & Figures|Doll|4500-38000|0.3-1|Barbie Dreamhouse;African Princess Doll;Action Figure;Plush Teddy;LOL Surprise|Doll;Play Set;Figure;Gift Box|none"),
      ] },
      { name: "Kids Fashion", children: [
        child("Kids Clothing|Kids Outfit|3500-22000|0.1-0.4|Boys Shirt and Shorts;Girls Party Dress;Ankara Set;Romper;Pyjamas|Outfit;Two Piece;Set|apparel"),
        child("Kids Shoes|Kids Shoes|4500-28000|0.3-0.6|Light-Up Sneakers;School Sandals;Canvas;Velcro Trainers;Crocs Kids|Shoes;Sneakers;Sandals|shoes"),
      ] },
    ],
  },
  {
    name: "Automotive",
    blurb: "Genuine and OEM-grade parts, matched to your car before dispatch.",
    subs: [
      { name: "Car Parts", children: [
        child("Brake Parts|Brake Pads|6500-65000|0.8-4|Toyota Corolla;Honda Accord;Toyota Camry;Lexus RX 350;Hyundai Elantra|Front Brake Pads;Rear Brake Pads;Brake Disc Pair;Brake Shoe Set|none"),
        child("Filters|Oil Filter|2500-18000|0.2-1|Toyota Genuine;Bosch;Mann;Honda Genuine;Denso|Oil Filter;Air Filter;Fuel Filter;Cabin Filter|none"),
        child("Spark Plugs & Ignition|Spark Plug|3500-45000|0.1-1|NGK Iridium;Denso;Bosch Platinum;Champion|Spark Plug Set of 4;Ignition Coil;Plug Cables|none"),
      ] },
      { name: "Car Care", children: [
        child("Engine Oil|Engine Oil|8500-65000|1-5|Total Quartz;Mobil 1;Shell Helix;Castrol GTX;Oando Oil|5W-30 4L;10W-40 5L;20W-50 4L;Synthetic 1L|none"),
        child("Car Batteries|Car Battery|45000-180000|10-25|Exide;Varta;Bosch;Amaron;Solite|45Ah;60Ah;75Ah;100Ah Maintenance Free|none"),
      ] },
    ],
  },
];

/**
 * What each kind of store sells, by the business category its owner gave at onboarding: whole categories,
 * or only some of their sub-categories ("Category/Sub"). A store's name can narrow it further (a perfume
 * house sells fragrances). Stores of other kinds, and the demo merchant's general store, sell a bit of everything.
 */
const STORE_ASSORTMENT: Record<string, string[]> = {
  "Phones and electronics": ["Electronics"],
  "Computer accessories": ["Computing/Computer Accessories", "Computing/Networking", "Electronics/Phone Accessories"],
  Groceries: ["Groceries"],
  "Snacks and drinks": ["Groceries/Beverages", "Groceries/Breakfast", "Groceries/Local Snacks"],
  Fashion: ["Fashion/Men's Clothing", "Fashion/Women's Clothing", "Fashion/Bags & Accessories", "Fashion/Fabrics"],
  Fabrics: ["Fashion/Fabrics", "Fashion/Men's Clothing", "Fashion/Women's Clothing"],
  Shoes: ["Fashion/Shoes"],
  "Bags and leather": ["Fashion/Bags & Accessories", "Fashion/Shoes"],
  "Home and kitchen": ["Home & Kitchen"],
  Appliances: ["Home & Kitchen/Kitchen Appliances", "Home & Kitchen/Home Appliances"],
  "Art and crafts": ["Home & Kitchen/Home Decor"],
  Beauty: ["Beauty & Personal Care"],
  "Books and stationery": ["Books & Stationery"],
  "Baby and kids": ["Baby & Kids"],
  "Sports and fitness": ["Sports & Outdoors"],
  "Car parts": ["Automotive"],
};
const ASSORTMENT_BY_NAME: [RegExp, string[]][] = [
  [/perfume|fragrance|scent/i, ["Beauty & Personal Care/Fragrances"]],
  [/natural|organic/i, ["Beauty & Personal Care/Skincare", "Beauty & Personal Care/Hair Care"]],
  // A weaver's house sells its cloth first, and the native wear made from it.
  [/aso-?oke|adire|tie and dye/i, ["Fashion/Fabrics", "Fashion/Men's Clothing"]],
];

/** The (category, sub-category) pairs a store sells, as indexes into the tree; null when it is a general store. */
export function storeAssortment(
  tree: readonly { name: string; subs: readonly { name: string }[] }[],
  store: { storeName: string; category: string | null },
): [number, number][] | null {
  const ofCategory = store.category ? STORE_ASSORTMENT[store.category] : undefined;
  if (!ofCategory) return null;
  const byName = ASSORTMENT_BY_NAME.find(([re]) => re.test(store.storeName))?.[1];
  const wanted = byName && byName.every((w) => ofCategory.some((c) => w.startsWith(c))) ? byName : ofCategory;
  const pairs: [number, number][] = [];
  for (const entry of wanted) {
    const [categoryName, subName] = entry.split("/");
    const ci = tree.findIndex((c) => c.name === categoryName);
    if (ci < 0) continue;
    tree[ci].subs.forEach((sub, si) => {
      if (!subName || sub.name === subName) pairs.push([ci, si]);
    });
  }
  return pairs.length > 0 ? pairs : null;
}

const DAY_MS = 86_400_000;
/** Relative number of products a store lists, by its pricing plan (established sellers list more). */
const PLAN_WEIGHT: Record<string, number> = { premium: 1.5, growth: 1.15, starter: 0.8 };
const COLOURS = ["Black", "White", "Navy", "Red", "Grey", "Blue", "Green", "Beige", "Pink", "Gold"];
const APPAREL_SIZES = ["S", "M", "L", "XL", "XXL"];
const SHOE_SIZES = ["39", "40", "41", "42", "43", "44", "45"];
const DESCRIPTION_LINES = [
  "Fast delivery across Lagos, Abuja, Port Harcourt and every state in Nigeria.",
  "Pay on checkout with card, bank transfer or gift card.",
  "Returns accepted within 7 days of delivery if the item is not as described.",
  "Customers love the quality for the price.",
  "Stock moves quickly; order now to avoid missing out.",
];

/** Small, fast, seedable generator (mulberry32). */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    chance: (p: number) => next() < p,
  };
}

// ---- images ----

const SVG_FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A home-page banner: its words on the left, three of the catalogue's products on the right. */
function bannerSvg(title: string, subtitle: string, palette: [string, string], products: string[]): string {
  const figures = products.map((label, i) => productFigure(label, i, `-${i}`));
  const placed = figures
    .map((f, i) => `<g transform="translate(${1180 + i * 160} ${i === 1 ? 395 : 410}) scale(${i === 1 ? 0.5 : 0.42})">${f.body}</g>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="560" viewBox="0 0 1600 560">
  <defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient>${figures.map((f) => f.defs).join("")}</defs>
  <rect width="1600" height="560" fill="url(#g)"/>
  <circle cx="1340" cy="360" r="210" fill="#fff" fill-opacity="0.16"/>
  <ellipse cx="1340" cy="502" rx="260" ry="22" fill="#000" fill-opacity="0.12"/>
  ${placed}
  <text x="110" y="250" font-family="${SVG_FONT}" font-weight="bold" font-size="84" fill="#fff">${escapeXml(title)}</text>
  <text x="110" y="340" font-family="${SVG_FONT}" font-size="40" fill="#fff" fill-opacity="0.9">${escapeXml(subtitle)}</text>
</svg>`;
}

interface StoredImage {
  storageKey: string;
  size: number;
}

function imageUploadRow(id: string, ownerUserId: string, image: StoredImage, originalName: string): typeof uploads.$inferInsert & { id: string } {
  return { id, ownerUserId, kind: "image", mime: "image/jpeg", size: image.size, storageKey: image.storageKey, originalName, hasVariants: true };
}

async function storeImage(storage: Storage, svg: string, width: number): Promise<StoredImage> {
  const bytes = await sharp(Buffer.from(svg)).resize({ width }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  const id = randomUUID();
  const storageKey = `images/${id.slice(0, 2)}/${id}.jpg`;
  await storage.put(storageKey, bytes, "image/jpeg");
  await storeImageVariants(storage, storageKey, bytes);
  return { storageKey, size: bytes.length };
}

/** How many looks each child category's picture comes in (products pick one by their name). */
export const PICTURES_PER_CHILD = 2;
/** Product pictures are square, this many pixels wide (the size the storefront's largest copy needs). */
const PICTURE_SIZE = 640;

/**
 * Stores a drawn product picture with the WebP copies `storeImageVariants` makes (same keys and widths),
 * rendered once and encoded from the pixels with a quick WebP effort: hundreds of pictures are made
 * on the first start, and flat drawings lose nothing by it.
 */
async function storeProductPicture(storage: Storage, svg: string): Promise<StoredImage> {
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: info });
  const bytes = await pixels().jpeg({ quality: 84 }).toBuffer();
  const id = randomUUID();
  const storageKey = `images/${id.slice(0, 2)}/${id}.jpg`;
  await storage.put(storageKey, bytes, "image/jpeg");
  for (const w of IMAGE_VARIANT_WIDTHS) {
    const webp = await (w < info.width ? pixels().resize({ width: w }) : pixels()).webp({ quality: 78, effort: 1 }).toBuffer();
    await storage.put(variantKey(storageKey, w), webp, "image/webp");
  }
  return { storageKey, size: bytes.length };
}

/** Runs `fn` over `items` with at most `limit` at a time (sharp work spreads over the cores). */
async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

async function insertInBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export interface SeedCatalogueOptions {
  storage: Storage;
  /** Approved products to make (default 2,000) and pending ones for admin review (default 40). */
  approvedProducts?: number;
  pendingProducts?: number;
  log?: (m: string) => void;
}

export async function seedDemoCatalogue(db: Db, opts: SeedCatalogueOptions): Promise<void> {
  const [{ n: existing }] = await db.select({ n: sql<number>`count(*)::int` }).from(categories);
  if (existing > 0) return;
  const started = Date.now();
  const random = rng(20260101);
  const approvedCount = opts.approvedProducts ?? 2000;
  const pendingCount = opts.pendingProducts ?? 40;

  // ---- categories ----
  const tree: { spec: CategorySpec; id: string; subs: { id: string; children: { id: string; subId: string; spec: ChildSpec }[] }[] }[] = [];
  const categoryRows: (typeof categories.$inferInsert)[] = [];
  const subRows: (typeof subCategories.$inferInsert)[] = [];
  const childRows: (typeof childCategories.$inferInsert)[] = [];
  for (const [ci, spec] of DEMO_CATALOGUE_TREE.entries()) {
    const id = randomUUID();
    categoryRows.push({ id, name: spec.name, position: ci });
    const subs = spec.subs.map((sub, si) => {
      const subId = randomUUID();
      subRows.push({ id: subId, name: sub.name, categoryId: id, position: si });
      const children = sub.children.map((c, chi) => {
        const childId = randomUUID();
        childRows.push({ id: childId, name: c.name, subCategoryId: subId, categoryId: id, position: chi });
        return { id: childId, subId, spec: c };
      });
      return { id: subId, children };
    });
    tree.push({ spec, id, subs });
  }
  await db.insert(categories).values(categoryRows);
  await db.insert(subCategories).values(subRows);
  await db.insert(childCategories).values(childRows);

  const stores_ = await db
    .select({
      id: stores.id,
      storeName: stores.storeName,
      storeUrl: stores.storeUrl,
      merchantId: stores.merchantId,
      userId: merchants.userId,
      category: merchants.category,
      plan: pricingPlans.code,
    })
    .from(stores)
    .innerJoin(merchants, eq(merchants.id, stores.merchantId))
    .leftJoin(pricingPlans, eq(pricingPlans.id, merchants.pricingPlanId))
    .where(and(eq(stores.status, "approved"), eq(stores.isActive, true)))
    .orderBy(asc(stores.createdAt), asc(stores.storeUrl));
  if (stores_.length === 0) {
    opts.log?.("No approved store: the demo catalogue has categories only.");
    return;
  }

  // ---- images: a few drawn looks per child category, shared by every store that sells it ----
  const leaves = tree.flatMap((c) => c.subs.flatMap((s) => s.children.map((ch) => ({ category: c, sub: s, child: ch }))));
  const pictures = leaves.flatMap((leaf) => Array.from({ length: PICTURES_PER_CHILD }, (_, look) => ({ leaf, look, ...productArtSvg(leaf.child.spec.label, look, PICTURE_SIZE) })));
  const picturesStarted = Date.now();
  const images = await mapLimit(pictures, 4, (p) => storeProductPicture(opts.storage, p.svg));
  const picturesSeconds = (Date.now() - picturesStarted) / 1000;
  const picturesOfChild = new Map<string, { image: StoredImage; colour: string; look: number }[]>();
  pictures.forEach((p, i) => {
    const list = picturesOfChild.get(p.leaf.child.id) ?? [];
    list.push({ image: images[i], colour: p.colour, look: p.look });
    picturesOfChild.set(p.leaf.child.id, list);
  });
  /** A product's picture: the look in its named colour when there is one, else one picked by its name. */
  const pictureFor = (childId: string, name: string) => {
    const looks = picturesOfChild.get(childId) ?? [];
    const named = ART_COLOURS.find((c) => name.endsWith(` - ${c.name}`));
    return looks.find((l) => named && l.colour === named.name) ?? looks[hashOf(name) % looks.length];
  };

  // Each store sells its own kind of goods (its owner's business category); the general store of the
  // demo merchant sells a bit of everything, and a store of a kind not listed gets a few categories.
  const specTree = tree.map((c) => ({ name: c.spec.name, subs: c.spec.subs }));
  const allSubs = (cis: number[]) => cis.flatMap((ci) => tree[ci].subs.map((_, si): [number, number] => [ci, si]));
  const storeCategories = stores_.map((s, i) =>
    s.storeUrl === DEMO_STORE.url || stores_.length < 3
      ? allSubs(tree.map((_, ci) => ci))
      : (storeAssortment(specTree, s) ?? allSubs([i % tree.length, (i + 3) % tree.length, (i + 5) % tree.length])),
  );
  // Bigger sellers list more: a store's share follows its plan, dealt out evenly (smooth weighted round robin).
  const weights = stores_.map((s) => PLAN_WEIGHT[s.plan ?? ""] ?? 1);
  const credit = stores_.map(() => 0);
  const weightTotal = weights.reduce((a, b) => a + b, 0);
  const nextStore = () => {
    let best = 0;
    for (let k = 0; k < stores_.length; k++) {
      credit[k] += weights[k];
      if (credit[k] > credit[best]) best = k;
    }
    credit[best] -= weightTotal;
    return best;
  };

  const uploadRows: (typeof uploads.$inferInsert)[] = [];
  const uploadFor = new Map<string, string>(); // `${storeId}:${storageKey}` → upload id
  const imageUrl = (storeIndex: number, image: StoredImage) => {
    const store = stores_[storeIndex];
    const key = `${store.id}:${image.storageKey}`;
    let id = uploadFor.get(key);
    if (!id) {
      id = randomUUID();
      uploadRows.push(imageUploadRow(id, store.userId, image, "product.jpg"));
      uploadFor.set(key, id);
    }
    return uploadUrl(id);
  };

  // ---- products ----
  const productRows: (typeof products.$inferInsert)[] = [];
  const variantRows: (typeof productVariants.$inferInsert)[] = [];
  const skuCounter = new Map<string, number>();
  const listedNames = new Set<string>();
  const now = Date.now();
  const total = approvedCount + pendingCount;
  for (let i = 0; i < total; i++) {
    const storeIndex = nextStore();
    const store = stores_[storeIndex];
    const [ci, si] = random.pick(storeCategories[storeIndex]);
    const category = tree[ci];
    const sub = category.subs[si];
    const leaf = random.pick(sub.children);
    const spec = leaf.spec;
    // Every product line of a child category is listed before any repeats (a shopper searching "ofada" finds some).
    const unlisted = spec.names.filter((n) => !listedNames.has(`${leaf.id}:${n}`));
    const base = random.pick(unlisted.length > 0 && i < approvedCount ? unlisted : spec.names);
    listedNames.add(`${leaf.id}:${base}`);
    const extra = random.pick(spec.extras);
    const colour = spec.variants === "colour" && random.chance(0.5) ? ` - ${random.pick(COLOURS)}` : "";
    const name = `${base} ${extra}${colour}`.replace(/\s+/g, " ").trim();

    const [min, max] = spec.price;
    const step = max > 100000 ? 500 : 50;
    const toStep = (naira: number) => Math.round(naira / step) * step;
    const sellingNaira = toStep(min + (max - min) * random.next() ** 1.6);
    const discounted = random.chance(0.38);
    const listNaira = discounted ? toStep(sellingNaira * (1.1 + random.next() * 0.45)) : sellingNaira;
    const costNaira = toStep(sellingNaira * (0.62 + random.next() * 0.2));

    const stockRoll = random.next();
    let quantity = stockRoll < 0.05 ? 0 : stockRoll < 0.15 ? random.int(1, 5) : random.int(6, 240);
    const skuPrefix = store.storeUrl.replace(/[^a-z0-9]/g, "").slice(0, 4).toUpperCase() || "BMT";
    const n = (skuCounter.get(store.id) ?? 0) + 1;
    skuCounter.set(store.id, n);
    const sku = `${skuPrefix}-${spec.label.replace(/[^A-Za-z]/g, "").slice(0, 3).toUpperCase()}-${String(n).padStart(5, "0")}`;

    const id = randomUUID();
    let variantProperties: { type: string; options: string[] }[] = [];
    if (spec.variants !== "none" && random.chance(spec.variants === "colour" ? 0.25 : 0.55)) {
      const colours = [...new Set([random.pick(COLOURS), random.pick(COLOURS), random.pick(COLOURS)])];
      const sizes =
        spec.variants === "apparel" ? APPAREL_SIZES.slice(random.int(0, 1), random.int(3, 5)) : spec.variants === "shoes" ? SHOE_SIZES.slice(random.int(0, 2), random.int(4, 7)) : [];
      variantProperties = [...(sizes.length ? [{ type: "size", options: sizes }] : []), { type: "color", options: colours }];
      quantity = 0;
      let v = 0;
      for (const size of sizes.length ? sizes : [null]) {
        for (const color of colours) {
          const q = random.chance(0.12) ? 0 : random.int(1, 25);
          quantity += q;
          variantRows.push({
            productId: id,
            sku: `${sku}-${++v}`,
            size,
            color,
            quantity: q,
            discountBps: random.chance(0.15) ? random.pick([500, 1000, 1500]) : 0,
            position: v,
          });
        }
      }
    }
    const weight = Math.round((spec.weight[0] + (spec.weight[1] - spec.weight[0]) * random.next()) * 100) / 100;
    const side = Math.max(5, Math.round(Math.cbrt(weight * 4000)));
    const createdAt = new Date(now - Math.floor(random.next() * 150 * DAY_MS));
    const pending = i >= approvedCount;
    productRows.push({
      id,
      merchantId: store.merchantId,
      storeId: store.id,
      name,
      description: `${name}. ${category.spec.blurb} ${random.pick(DESCRIPTION_LINES)} ${random.pick(DESCRIPTION_LINES)}`,
      categoryId: category.id,
      subCategoryId: sub.id,
      childCategoryId: leaf.id,
      images: [imageUrl(storeIndex, pictureFor(leaf.id, name).image)],
      costPrice: costNaira * 100,
      sellingPrice: sellingNaira * 100,
      price: listNaira * 100,
      quantity,
      sku,
      weight,
      weightUnit: "kg",
      length: side + random.int(0, 10),
      width: side,
      height: Math.max(2, side - random.int(0, 8)),
      dimensionUnit: "cm",
      whenSoldOut: random.chance(0.2) ? "hide" : "show_sold_out",
      contSalesOutOfStock: random.chance(0.05),
      stockAlertUnits: random.pick([3, 5, 5, 10]),
      isDigital: false,
      variantProperties,
      approvalStatus: pending ? "pending" : "approved",
      reviewedAt: pending ? null : new Date(createdAt.getTime() + 3_600_000),
      createdAt,
      updatedAt: createdAt,
    });
  }

  await insertInBatches(uploadRows, 1000, (b) => db.insert(uploads).values(b));
  await insertInBatches(productRows, 500, (b) => db.insert(products).values(b));
  await insertInBatches(variantRows, 1000, (b) => db.insert(productVariants).values(b));

  // ---- merchandising ----
  const approvedIds = productRows.filter((p) => p.approvalStatus === "approved");
  const discountedIds = approvedIds.filter((p) => (p.price as number) > (p.sellingPrice as number)).map((p) => p.id as string);
  const today = new Date(now).toISOString().slice(0, 10);
  const inDays = (d: number) => new Date(now + d * DAY_MS).toISOString().slice(0, 10);
  const promos = [
    { name: "Harmattan Mega Sale", description: "Big savings on everyday essentials while the season lasts.", startDate: today, endDate: inDays(30) },
    { name: "Tech Week", description: "Phones, laptops and accessories at their best prices.", startDate: today, endDate: inDays(14) },
    { name: "Back to School", description: "Books, bags and stationery for the new term.", startDate: null, endDate: null },
  ];
  const byCategory = (name: string) => {
    const id = tree.find((c) => c.spec.name === name)?.id;
    return approvedIds.filter((p) => p.categoryId === id).map((p) => p.id as string);
  };
  const promoProducts = [discountedIds.slice(0, 24), [...byCategory("Electronics"), ...byCategory("Computing")].slice(0, 20), byCategory("Books & Stationery").slice(0, 20)];
  const promoRows = await db.insert(promotions).values(promos).returning({ id: promotions.id });
  const promoLinks = promoRows.flatMap((p, i) => promoProducts[i].map((productId) => ({ promotionId: p.id, productId })));
  if (promoLinks.length > 0) await db.insert(promotionProducts).values(promoLinks).onConflictDoNothing();

  const outletStores = stores_.filter((s) => s.storeUrl !== DEMO_STORE.url).slice(0, 3);
  if (outletStores.length > 0) await db.insert(officialOutlets).values(outletStores.map((s) => ({ storeId: s.id }))).onConflictDoNothing();

  const [adminUser] = await db.select({ id: users.id }).from(users).where(eq(users.kind, "admin")).orderBy(asc(users.createdAt)).limit(1);
  const bannerOwner = adminUser?.id ?? stores_[0].userId;
  const banners: { title: string; subtitle: string; palette: [string, string]; products: string[]; category: string }[] = [
    { title: "Harmattan Mega Sale", subtitle: "Up to 45% off across the store", palette: ["#9a3412", "#f59e0b"], products: ["Cooking Oil", "Rice", "Garri"], category: "Groceries" },
    { title: "New in Fashion", subtitle: "Sneakers, native wear and more", palette: ["#831843", "#f472b6"], products: ["Handbag", "Native Wear", "Sneakers"], category: "Fashion" },
    { title: "Tech Week", subtitle: "Phones and laptops from trusted stores", palette: ["#1e3a8a", "#22d3ee"], products: ["Earphones", "Laptop", "Smartphone"], category: "Electronics" },
  ];
  const bannerImages = await mapLimit(banners, 3, (b) => storeImage(opts.storage, bannerSvg(b.title, b.subtitle, b.palette, b.products), 1600));
  const bannerUploads = bannerImages.map((img) => imageUploadRow(randomUUID(), bannerOwner, img, "banner.jpg"));
  await db.insert(uploads).values(bannerUploads);
  await db.insert(featuredImageCollections).values([
    {
      title: "Deals of the season",
      subtitle: "Fresh offers every week",
      sortOrder: 0,
      images: banners.map((b, i) => ({
        url: uploadUrl(bannerUploads[i].id),
        link: `/search?categoryId=${tree.find((c) => c.spec.name === b.category)?.id}`,
        alt: `${b.title}: ${b.subtitle}`,
      })),
    },
    {
      title: "Official stores",
      subtitle: "Shop brands from their own outlets",
      sortOrder: 1,
      images: [
        {
          url: uploadUrl(bannerUploads[2].id),
          link: outletStores.length > 0 ? `/storefront/${outletStores[0].storeUrl}` : null,
          alt: "Official stores",
        },
      ],
    },
  ]);

  opts.log?.(
    `Demo catalogue: ${categoryRows.length} categories, ${subRows.length} sub-categories, ${childRows.length} child categories, ` +
      `${approvedCount} approved and ${pendingCount} pending products over ${stores_.length} stores, ${images.length} product pictures (${picturesSeconds.toFixed(1)} s), ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

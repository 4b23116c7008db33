#if os(Linux)
@_exported import Foundation

// MapKit's categories of points of interest: the 40 of iOS 13 and the 33 iOS 18 added, with
// Apple's raw values, so that a filter, a `switch` over a map item's category or a set of them
// builds as on a device. A preview finds no places, so no category is ever reported.

/// A category of point of interest (MapKit's `MKPointOfInterestCategory`).
public struct MKPointOfInterestCategory: RawRepresentable, Hashable, Sendable {
    /// The category's identifier, as Apple spells it (`"MKPOICategoryCafe"`).
    public let rawValue: String
    /// The category of an identifier.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Airports.
    public static let airport = MKPointOfInterestCategory(rawValue: "MKPOICategoryAirport")
    /// Amusement parks.
    public static let amusementPark = MKPointOfInterestCategory(rawValue: "MKPOICategoryAmusementPark")
    /// Aquariums.
    public static let aquarium = MKPointOfInterestCategory(rawValue: "MKPOICategoryAquarium")
    /// Cash machines.
    public static let atm = MKPointOfInterestCategory(rawValue: "MKPOICategoryATM")
    /// Bakeries.
    public static let bakery = MKPointOfInterestCategory(rawValue: "MKPOICategoryBakery")
    /// Banks.
    public static let bank = MKPointOfInterestCategory(rawValue: "MKPOICategoryBank")
    /// Beaches.
    public static let beach = MKPointOfInterestCategory(rawValue: "MKPOICategoryBeach")
    /// Breweries.
    public static let brewery = MKPointOfInterestCategory(rawValue: "MKPOICategoryBrewery")
    /// Cafés.
    public static let cafe = MKPointOfInterestCategory(rawValue: "MKPOICategoryCafe")
    /// Campgrounds.
    public static let campground = MKPointOfInterestCategory(rawValue: "MKPOICategoryCampground")
    /// Car rentals.
    public static let carRental = MKPointOfInterestCategory(rawValue: "MKPOICategoryCarRental")
    /// Electric vehicle chargers.
    public static let evCharger = MKPointOfInterestCategory(rawValue: "MKPOICategoryEVCharger")
    /// Fire stations.
    public static let fireStation = MKPointOfInterestCategory(rawValue: "MKPOICategoryFireStation")
    /// Fitness centres.
    public static let fitnessCenter = MKPointOfInterestCategory(rawValue: "MKPOICategoryFitnessCenter")
    /// Food markets.
    public static let foodMarket = MKPointOfInterestCategory(rawValue: "MKPOICategoryFoodMarket")
    /// Gas stations.
    public static let gasStation = MKPointOfInterestCategory(rawValue: "MKPOICategoryGasStation")
    /// Hospitals.
    public static let hospital = MKPointOfInterestCategory(rawValue: "MKPOICategoryHospital")
    /// Hotels.
    public static let hotel = MKPointOfInterestCategory(rawValue: "MKPOICategoryHotel")
    /// Laundries.
    public static let laundry = MKPointOfInterestCategory(rawValue: "MKPOICategoryLaundry")
    /// Libraries.
    public static let library = MKPointOfInterestCategory(rawValue: "MKPOICategoryLibrary")
    /// Marinas.
    public static let marina = MKPointOfInterestCategory(rawValue: "MKPOICategoryMarina")
    /// Cinemas.
    public static let movieTheater = MKPointOfInterestCategory(rawValue: "MKPOICategoryMovieTheater")
    /// Museums.
    public static let museum = MKPointOfInterestCategory(rawValue: "MKPOICategoryMuseum")
    /// National parks.
    public static let nationalPark = MKPointOfInterestCategory(rawValue: "MKPOICategoryNationalPark")
    /// Nightlife.
    public static let nightlife = MKPointOfInterestCategory(rawValue: "MKPOICategoryNightlife")
    /// Parks.
    public static let park = MKPointOfInterestCategory(rawValue: "MKPOICategoryPark")
    /// Parking.
    public static let parking = MKPointOfInterestCategory(rawValue: "MKPOICategoryParking")
    /// Pharmacies.
    public static let pharmacy = MKPointOfInterestCategory(rawValue: "MKPOICategoryPharmacy")
    /// Police stations.
    public static let police = MKPointOfInterestCategory(rawValue: "MKPOICategoryPolice")
    /// Post offices.
    public static let postOffice = MKPointOfInterestCategory(rawValue: "MKPOICategoryPostOffice")
    /// Public transport.
    public static let publicTransport = MKPointOfInterestCategory(rawValue: "MKPOICategoryPublicTransport")
    /// Restaurants.
    public static let restaurant = MKPointOfInterestCategory(rawValue: "MKPOICategoryRestaurant")
    /// Restrooms.
    public static let restroom = MKPointOfInterestCategory(rawValue: "MKPOICategoryRestroom")
    /// Schools.
    public static let school = MKPointOfInterestCategory(rawValue: "MKPOICategorySchool")
    /// Stadiums.
    public static let stadium = MKPointOfInterestCategory(rawValue: "MKPOICategoryStadium")
    /// Stores.
    public static let store = MKPointOfInterestCategory(rawValue: "MKPOICategoryStore")
    /// Theatres.
    public static let theater = MKPointOfInterestCategory(rawValue: "MKPOICategoryTheater")
    /// Universities.
    public static let university = MKPointOfInterestCategory(rawValue: "MKPOICategoryUniversity")
    /// Wineries.
    public static let winery = MKPointOfInterestCategory(rawValue: "MKPOICategoryWinery")
    /// Zoos.
    public static let zoo = MKPointOfInterestCategory(rawValue: "MKPOICategoryZoo")

    // Added in iOS 18.
    /// Animal services (iOS 18).
    public static let animalService = MKPointOfInterestCategory(rawValue: "MKPOICategoryAnimalService")
    /// Car repair (iOS 18).
    public static let automotiveRepair = MKPointOfInterestCategory(rawValue: "MKPOICategoryAutomotiveRepair")
    /// Baseball (iOS 18).
    public static let baseball = MKPointOfInterestCategory(rawValue: "MKPOICategoryBaseball")
    /// Basketball (iOS 18).
    public static let basketball = MKPointOfInterestCategory(rawValue: "MKPOICategoryBasketball")
    /// Beauty salons (iOS 18).
    public static let beauty = MKPointOfInterestCategory(rawValue: "MKPOICategoryBeauty")
    /// Bowling (iOS 18).
    public static let bowling = MKPointOfInterestCategory(rawValue: "MKPOICategoryBowling")
    /// Castles (iOS 18).
    public static let castle = MKPointOfInterestCategory(rawValue: "MKPOICategoryCastle")
    /// Convention centres (iOS 18).
    public static let conventionCenter = MKPointOfInterestCategory(rawValue: "MKPOICategoryConventionCenter")
    /// Distilleries (iOS 18).
    public static let distillery = MKPointOfInterestCategory(rawValue: "MKPOICategoryDistillery")
    /// Fairgrounds (iOS 18).
    public static let fairground = MKPointOfInterestCategory(rawValue: "MKPOICategoryFairground")
    /// Fishing (iOS 18).
    public static let fishing = MKPointOfInterestCategory(rawValue: "MKPOICategoryFishing")
    /// Fortresses (iOS 18).
    public static let fortress = MKPointOfInterestCategory(rawValue: "MKPOICategoryFortress")
    /// Go-kart tracks (iOS 18).
    public static let goKart = MKPointOfInterestCategory(rawValue: "MKPOICategoryGoKart")
    /// Golf (iOS 18).
    public static let golf = MKPointOfInterestCategory(rawValue: "MKPOICategoryGolf")
    /// Hiking (iOS 18).
    public static let hiking = MKPointOfInterestCategory(rawValue: "MKPOICategoryHiking")
    /// Kayaking (iOS 18).
    public static let kayaking = MKPointOfInterestCategory(rawValue: "MKPOICategoryKayaking")
    /// Landmarks (iOS 18).
    public static let landmark = MKPointOfInterestCategory(rawValue: "MKPOICategoryLandmark")
    /// Mailboxes (iOS 18).
    public static let mailbox = MKPointOfInterestCategory(rawValue: "MKPOICategoryMailbox")
    /// Mini golf (iOS 18).
    public static let miniGolf = MKPointOfInterestCategory(rawValue: "MKPOICategoryMiniGolf")
    /// Music venues (iOS 18).
    public static let musicVenue = MKPointOfInterestCategory(rawValue: "MKPOICategoryMusicVenue")
    /// National monuments (iOS 18).
    public static let nationalMonument = MKPointOfInterestCategory(rawValue: "MKPOICategoryNationalMonument")
    /// Planetariums (iOS 18).
    public static let planetarium = MKPointOfInterestCategory(rawValue: "MKPOICategoryPlanetarium")
    /// Rock climbing (iOS 18).
    public static let rockClimbing = MKPointOfInterestCategory(rawValue: "MKPOICategoryRockClimbing")
    /// RV parks (iOS 18).
    public static let rvPark = MKPointOfInterestCategory(rawValue: "MKPOICategoryRVPark")
    /// Skate parks (iOS 18).
    public static let skatePark = MKPointOfInterestCategory(rawValue: "MKPOICategorySkatePark")
    /// Skating (iOS 18).
    public static let skating = MKPointOfInterestCategory(rawValue: "MKPOICategorySkating")
    /// Skiing (iOS 18).
    public static let skiing = MKPointOfInterestCategory(rawValue: "MKPOICategorySkiing")
    /// Soccer (iOS 18).
    public static let soccer = MKPointOfInterestCategory(rawValue: "MKPOICategorySoccer")
    /// Spas (iOS 18).
    public static let spa = MKPointOfInterestCategory(rawValue: "MKPOICategorySpa")
    /// Surfing (iOS 18).
    public static let surfing = MKPointOfInterestCategory(rawValue: "MKPOICategorySurfing")
    /// Swimming (iOS 18).
    public static let swimming = MKPointOfInterestCategory(rawValue: "MKPOICategorySwimming")
    /// Tennis (iOS 18).
    public static let tennis = MKPointOfInterestCategory(rawValue: "MKPOICategoryTennis")
    /// Volleyball (iOS 18).
    public static let volleyball = MKPointOfInterestCategory(rawValue: "MKPOICategoryVolleyball")
}

extension PointOfInterestCategories {
    /// Only the categories listed (MapKit's variadic `including(_:)`): accepted, as no map is drawn.
    public static func including(_ categories: MKPointOfInterestCategory...) -> PointOfInterestCategories { including(categories) }
    /// All but the categories listed (MapKit's variadic `excluding(_:)`): accepted.
    public static func excluding(_ categories: MKPointOfInterestCategory...) -> PointOfInterestCategories { excluding(categories) }
}
#endif

/** What each star rating means, shown beside the stars as the customer picks one (index = stars). */
export const RATING_WORDS = ["", "Poor", "Fair", "Good", "Very good", "Excellent"] as const;

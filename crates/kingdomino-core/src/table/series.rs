//! Games played in a row and scored as one (the original game's Dynasty): each game's record
//! keeps the finished games before it, the next game is dealt from the last one's seed, and
//! the series is won on the sum of its games' totals.

use super::{Place, Record, ReplayError, Standings, TableGame};
use crate::rng::splitmix64;

impl<G: TableGame> Record<G> {
    /// Which game of its series this is, from 1.
    pub fn game_in_series(&self) -> usize {
        self.earlier.len() + 1
    }

    /// The seed its series began with, which deals every game of it: this game's own when it
    /// is the first.
    pub fn series_seed(&self) -> u64 {
        self.earlier.first().map_or(self.seed, |first| first.seed)
    }

    /// How many games its series plays.
    pub fn series_length(&self) -> usize {
        G::games_in_series(self.options)
    }

    /// Each earlier game's standings, every one played again: refused when one is not a
    /// finished game of these rules and options, or the series has no room for this game.
    pub fn earlier_standings(&self, rules: &G::Rules) -> Result<Vec<Standings>, ReplayError<G>> {
        if self.earlier.len() >= self.series_length() {
            return Err(ReplayError::EarlierGame {
                game: self.series_length().saturating_sub(1),
                problem: format!("is followed by another: {}", G::describe(self.options)),
            });
        }
        let earlier_game =
            |game: usize, problem: String| ReplayError::EarlierGame { game, problem };
        self.earlier
            .iter()
            .enumerate()
            .map(|(game, record)| {
                if record.options != self.options || !record.earlier.is_empty() {
                    return Err(earlier_game(game, "was set up otherwise".into()));
                }
                let state = (record.replay(rules))
                    .map_err(|error| earlier_game(game, format!("does not play again: {error}")))?;
                if G::to_act(&state).is_some() {
                    return Err(earlier_game(game, "is not finished".into()));
                }
                Ok(G::standings(rules, &state))
            })
            .collect()
    }

    /// The next game of the series, once this one is over (`state`) and the series has one to
    /// come: its seed drawn from this one's.
    pub fn next_in_series(&self, state: &G::State) -> Option<Record<G>> {
        if G::to_act(state).is_some() || self.game_in_series() >= self.series_length() {
            return None;
        }
        let mut earlier = self.earlier.clone();
        earlier.push(Record {
            earlier: Vec::new(),
            ..self.clone()
        });
        Some(Record {
            rules_id: self.rules_id.clone(),
            options: self.options,
            seed: next_seed_in_series(self.seed),
            actions: Vec::new(),
            deals: Vec::new(),
            earlier,
        })
    }
}

/// The seed of the game after one dealt from `seed` in a series.
pub fn next_seed_in_series(seed: u64) -> u64 {
    splitmix64(&mut seed.clone())
}

/// A series' standings from its games': each place's totals summed. The best sum wins, then
/// the most games won (a shared win counting as won); players level on both share the win.
pub fn series_standings(games: &[Standings]) -> Standings {
    let places = games
        .iter()
        .map(|game| game.totals.len())
        .max()
        .unwrap_or(0);
    let summed = |place: Place| {
        let total: u32 = (games.iter())
            .map(|game| game.totals.get(place.index()).copied().unwrap_or(0))
            .sum();
        let won = (games.iter())
            .filter(|game| game.winners.contains(&place))
            .count();
        (total, won)
    };
    let best = Place::all(places).map(summed).max();
    Standings {
        totals: Place::all(places).map(|place| summed(place).0).collect(),
        winners: Place::all(places)
            .filter(|&place| Some(summed(place)) == best)
            .collect(),
    }
}

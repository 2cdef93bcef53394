//! How the original Kingdomino was last set up (how many players, who plays each place, the
//! options), kept in the settings file so the set-up panel opens as the player left it.

use bevy::prelude::*;
use bevy::settings::{ReflectSettingsGroup, SettingsGroup};
use serde::{Deserialize, Serialize};

use crate::app::settings;
use crate::app::states::Seat;
use kingdomino_core::ai::Level;
use kingdomino_core::online::ComputerSeat;
use kingdomino_core::original::{Bonuses, GameOptions, OriginalRules};
use kingdomino_core::table::Place;

/// The set-up kept in the settings file, fitted to the built-in rule set as the game opens (a
/// mod's rule set is not read yet: the set-up panel fits it to that one).
pub(super) fn plugin(app: &mut App) {
    settings::game_group::<OriginalGameSettings>(app);
    app.add_systems(Startup, fit_to_the_built_in_rules);
}

fn fit_to_the_built_in_rules(mut setup: ResMut<OriginalGameSettings>) {
    let sane = setup.sanitised(&OriginalRules::builtin());
    setup.set_if_neq(sane);
}

/// The places the panel keeps a setting for: the most players the built-in rule set seats.
pub const MOST_PLAYERS: usize = 4;

/// The original game's set-up, as the panel shows it and the next game starts.
#[derive(Resource, SettingsGroup, Reflect, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[reflect(Resource, SettingsGroup, Default)]
#[settings_group(group = "original")]
#[serde(default)]
pub struct OriginalGameSettings {
    pub players: u8,
    /// Who plays each place; the first `players` of them play.
    pub places: Vec<PlaceSetting>,
    /// The 7 by 7 kingdoms with every domino, for two players only.
    pub mighty_duel: bool,
    pub middle_kingdom: bool,
    pub harmony: bool,
    /// Three games in a row, their scores summed.
    pub dynasty: bool,
}

/// Who plays a place: a person at this screen, the computer at a level, or a player online
/// (the game is then a room on the online server).
#[derive(Reflect, Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlaceSetting {
    Person,
    Easy,
    Normal,
    Expert,
    Online,
}

impl PlaceSetting {
    /// Who sits at the place in a game on this screen: a place set online is a person here
    /// (a seed's game, say, is played here).
    pub fn seat(self) -> Seat {
        match self.level() {
            Some(level) => Seat::Computer(level),
            None => Seat::Human,
        }
    }

    /// The computer's level, for a computer's place.
    pub fn level(self) -> Option<Level> {
        match self {
            PlaceSetting::Easy => Some(Level::Easy),
            PlaceSetting::Normal => Some(Level::Normal),
            PlaceSetting::Expert => Some(Level::Expert),
            PlaceSetting::Person | PlaceSetting::Online => None,
        }
    }

    /// A person, the computer from the easiest level to the strongest, a player online, and
    /// round again.
    pub fn next(self) -> PlaceSetting {
        match self {
            PlaceSetting::Person => PlaceSetting::Easy,
            PlaceSetting::Easy => PlaceSetting::Normal,
            PlaceSetting::Normal => PlaceSetting::Expert,
            PlaceSetting::Expert => PlaceSetting::Online,
            PlaceSetting::Online => PlaceSetting::Person,
        }
    }
}

/// Why a set-up with players online makes no room: a room is played from one screen by one
/// person (each other person plays from their own).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotOnePersonHere {
    pub persons: usize,
}

impl Default for OriginalGameSettings {
    /// A person against three computers of the middle level: the game as most people know it.
    fn default() -> OriginalGameSettings {
        OriginalGameSettings {
            players: 4,
            places: vec![
                PlaceSetting::Person,
                PlaceSetting::Normal,
                PlaceSetting::Normal,
                PlaceSetting::Normal,
            ],
            mighty_duel: false,
            middle_kingdom: false,
            harmony: false,
            dynasty: false,
        }
    }
}

impl OriginalGameSettings {
    /// Who sits at each place of the next game.
    pub fn seats(&self) -> Vec<Seat> {
        self.playing_places()
            .iter()
            .map(|place| place.seat())
            .collect()
    }

    /// The places of the next game, as set.
    pub fn playing_places(&self) -> &[PlaceSetting] {
        let players = usize::from(self.players).min(self.places.len());
        &self.places[..players]
    }

    /// Whether a place of the next game is a player's online: the game is a room.
    pub fn plays_online(&self) -> bool {
        self.playing_places().contains(&PlaceSetting::Online)
    }

    /// The seats of the room this set-up makes that the server's computer plays, at their
    /// levels; refused unless exactly one place is a person's here (the room's maker, who
    /// takes the first seat left, as each player online takes the next).
    pub fn room_computers(&self) -> Result<Vec<ComputerSeat>, NotOnePersonHere> {
        let places = self.playing_places();
        let persons = places
            .iter()
            .filter(|&&place| place == PlaceSetting::Person)
            .count();
        if persons != 1 {
            return Err(NotOnePersonHere { persons });
        }
        let computer_at = |(at, place): (usize, &PlaceSetting)| {
            let seat = Place::try_from(u8::try_from(at).ok()?).ok()?;
            Some(ComputerSeat {
                seat,
                level: place.level()?,
            })
        };
        Ok(places.iter().enumerate().filter_map(computer_at).collect())
    }

    pub fn options(&self) -> GameOptions {
        GameOptions {
            players: self.players,
            mighty_duel: self.mighty_duel,
            bonuses: Bonuses {
                middle: self.middle_kingdom,
                harmony: self.harmony,
            },
            dynasty: self.dynasty,
        }
    }

    /// The next number of players the rule set offers, and round again; the Mighty Duel kept
    /// only where the rule set has it.
    pub fn next_player_count(&mut self, rules: &OriginalRules) {
        let counts: Vec<u8> = rules.player_counts().collect();
        self.players = counts
            .iter()
            .copied()
            .find(|&count| count > self.players)
            .or(counts.first().copied())
            .unwrap_or(self.players);
        self.mighty_duel &= mighty_duel_for(rules, self.players);
    }

    /// Whether the rule set has a Mighty Duel for this many players.
    pub fn mighty_duel_offered(&self, rules: &OriginalRules) -> bool {
        mighty_duel_for(rules, self.players)
    }

    /// What a hand-edited file (or a mod's rule set) leaves that no game can be set up with
    /// becomes the nearest that can: a number of players the rule set offers (the next above,
    /// else the most), a setting for each place, the Mighty Duel only where the rule set has it.
    pub fn sanitised(&self, rules: &OriginalRules) -> OriginalGameSettings {
        let mut sane = self.clone();
        let counts: Vec<u8> = rules.player_counts().collect();
        if !counts.contains(&sane.players) {
            let above = counts.iter().copied().find(|&count| count > sane.players);
            sane.players = above
                .or(counts.iter().copied().max())
                .unwrap_or(sane.players);
        }
        let defaults = OriginalGameSettings::default().places;
        sane.places.truncate(MOST_PLAYERS);
        sane.places
            .extend_from_slice(&defaults[sane.places.len()..]);
        sane.mighty_duel &= mighty_duel_for(rules, sane.players);
        sane
    }
}

fn mighty_duel_for(rules: &OriginalRules, players: u8) -> bool {
    rules.setup(players, true).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;
    use kingdomino_core::original::rule_set::ORIGINAL_RULES_RON;

    #[test]
    fn a_hand_edited_set_up_becomes_one_a_game_can_start_with() {
        let edited = OriginalGameSettings {
            players: 9,
            places: vec![PlaceSetting::Expert],
            mighty_duel: true,
            ..OriginalGameSettings::default()
        };
        let builtin = OriginalRules::builtin();
        let sane = edited.sanitised(&builtin);
        assert_eq!(sane.players, 4);
        assert_eq!(sane.places.len(), MOST_PLAYERS);
        assert_eq!(sane.places[0], PlaceSetting::Expert);
        assert!(!sane.mighty_duel, "the Mighty Duel is for two");
        assert_eq!(sane.seats().len(), 4);
        let few = OriginalGameSettings {
            players: 0,
            mighty_duel: true,
            places: vec![PlaceSetting::Person; 6],
            ..OriginalGameSettings::default()
        }
        .sanitised(&builtin);
        assert_eq!((few.players, few.places.len()), (2, MOST_PLAYERS));
        assert!(few.mighty_duel);
        assert_eq!(
            OriginalGameSettings::default().sanitised(&builtin),
            OriginalGameSettings::default()
        );
    }

    /// A mod's rule set without a game for three: a set-up for three becomes one for four,
    /// and the count goes round the two it has.
    #[test]
    fn a_set_up_follows_the_player_counts_of_the_rule_set_played() {
        let three = "        (players: 3, dominoes: 36, kings_each: 1),\n";
        let text = ORIGINAL_RULES_RON.replacen(three, "", 1);
        assert_ne!(text, ORIGINAL_RULES_RON);
        let rules = OriginalRules::from_ron(&text, "mod").unwrap();
        let mut setup = OriginalGameSettings {
            players: 3,
            ..OriginalGameSettings::default()
        }
        .sanitised(&rules);
        assert_eq!(setup.players, 4);
        setup.next_player_count(&rules);
        assert_eq!(setup.players, 2);
        setup.next_player_count(&rules);
        assert_eq!(setup.players, 4);
    }

    #[test]
    fn a_set_up_with_a_place_online_makes_a_room_with_one_person_here() {
        let mut setup = OriginalGameSettings {
            players: 3,
            places: vec![
                PlaceSetting::Online,
                PlaceSetting::Expert,
                PlaceSetting::Person,
                PlaceSetting::Online,
            ],
            ..OriginalGameSettings::default()
        };
        assert!(setup.plays_online());
        let expert = ComputerSeat {
            seat: Place::try_from(1).unwrap(),
            level: Level::Expert,
        };
        assert_eq!(setup.room_computers(), Ok(vec![expert]));
        assert_eq!(
            setup.seats(),
            [Seat::Human, Seat::Computer(Level::Expert), Seat::Human],
            "on this screen (a seed's game), a place online is a person's"
        );
        setup.places[0] = PlaceSetting::Person;
        assert_eq!(setup.room_computers(), Err(NotOnePersonHere { persons: 2 }));
        setup.places[0] = PlaceSetting::Easy;
        setup.places[2] = PlaceSetting::Online;
        assert_eq!(setup.room_computers(), Err(NotOnePersonHere { persons: 0 }));
        setup.players = 2;
        assert!(!setup.plays_online(), "the fourth place does not play");
        let mut place = PlaceSetting::Person;
        for _ in 0..5 {
            place = place.next();
        }
        assert_eq!(place, PlaceSetting::Person, "round the five settings");
    }

    #[test]
    fn the_player_count_goes_round_and_drops_the_mighty_duel_past_two() {
        let mut setup = OriginalGameSettings {
            players: 2,
            mighty_duel: true,
            ..OriginalGameSettings::default()
        };
        let rules = OriginalRules::builtin();
        setup.next_player_count(&rules);
        assert_eq!((setup.players, setup.mighty_duel), (3, false));
        assert!(!setup.mighty_duel_offered(&rules));
        assert_eq!(
            OriginalRules::builtin().player_counts().max(),
            Some(MOST_PLAYERS as u8),
            "a place for each player the rule set seats"
        );
        setup.next_player_count(&rules);
        setup.next_player_count(&rules);
        assert_eq!(setup.players, 2);
    }
}

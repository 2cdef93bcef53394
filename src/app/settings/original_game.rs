//! How the original Kingdomino was last set up (how many players, who plays each place, the
//! options), kept in the settings file so the set-up panel opens as the player left it.

use bevy::prelude::*;
use bevy::settings::{ReflectSettingsGroup, SettingsGroup};
use serde::{Deserialize, Serialize};

use crate::app::states::Seat;
use kingdomino_core::ai::Level;
use kingdomino_core::original::{Bonuses, GameOptions};

/// The most players the original game seats.
pub const MOST_PLAYERS: usize = 4;
const FEWEST_PLAYERS: u8 = 2;

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
}

/// Who plays a place: a person at this screen, or the computer at a level.
#[derive(Reflect, Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlaceSetting {
    Person,
    Easy,
    Normal,
    Expert,
}

impl PlaceSetting {
    pub fn seat(self) -> Seat {
        match self {
            PlaceSetting::Person => Seat::Human,
            PlaceSetting::Easy => Seat::Computer(Level::Easy),
            PlaceSetting::Normal => Seat::Computer(Level::Normal),
            PlaceSetting::Expert => Seat::Computer(Level::Expert),
        }
    }

    /// A person, then the computer from the easiest level to the strongest, and round again.
    pub fn next(self) -> PlaceSetting {
        match self {
            PlaceSetting::Person => PlaceSetting::Easy,
            PlaceSetting::Easy => PlaceSetting::Normal,
            PlaceSetting::Normal => PlaceSetting::Expert,
            PlaceSetting::Expert => PlaceSetting::Person,
        }
    }
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
        }
    }
}

impl OriginalGameSettings {
    /// Who sits at each place of the next game.
    pub fn seats(&self) -> Vec<Seat> {
        self.places
            .iter()
            .take(usize::from(self.players))
            .map(|place| place.seat())
            .collect()
    }

    pub fn options(&self) -> GameOptions {
        GameOptions {
            players: self.players,
            mighty_duel: self.mighty_duel,
            bonuses: Bonuses {
                middle: self.middle_kingdom,
                harmony: self.harmony,
            },
        }
    }

    /// Two players, three, four, and round again; the Mighty Duel is for two.
    pub fn next_player_count(&mut self) {
        self.players = if usize::from(self.players) >= MOST_PLAYERS {
            FEWEST_PLAYERS
        } else {
            self.players + 1
        };
        self.mighty_duel &= self.players == FEWEST_PLAYERS;
    }

    /// What a hand-edited file holds that no game can be set up with becomes the nearest that
    /// can: 2 to 4 players, a setting for each place, the Mighty Duel for two only.
    pub fn sanitised(&self) -> OriginalGameSettings {
        let mut sane = self.clone();
        sane.players = sane.players.clamp(FEWEST_PLAYERS, MOST_PLAYERS as u8);
        let defaults = OriginalGameSettings::default().places;
        sane.places.truncate(MOST_PLAYERS);
        sane.places
            .extend_from_slice(&defaults[sane.places.len()..]);
        sane.mighty_duel &= sane.players == FEWEST_PLAYERS;
        sane
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hand_edited_set_up_becomes_one_a_game_can_start_with() {
        let edited = OriginalGameSettings {
            players: 9,
            places: vec![PlaceSetting::Expert],
            mighty_duel: true,
            ..OriginalGameSettings::default()
        };
        let sane = edited.sanitised();
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
        .sanitised();
        assert_eq!((few.players, few.places.len()), (2, MOST_PLAYERS));
        assert!(few.mighty_duel);
        assert_eq!(
            OriginalGameSettings::default().sanitised(),
            OriginalGameSettings::default()
        );
    }

    #[test]
    fn the_player_count_goes_round_and_drops_the_mighty_duel_past_two() {
        let mut setup = OriginalGameSettings {
            players: 2,
            mighty_duel: true,
            ..OriginalGameSettings::default()
        };
        setup.next_player_count();
        assert_eq!((setup.players, setup.mighty_duel), (3, false));
        setup.next_player_count();
        setup.next_player_count();
        assert_eq!(setup.players, 2);
    }
}

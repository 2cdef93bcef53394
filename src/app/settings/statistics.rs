//! The player's record, kept with the settings, for each game: the Duel's games played and won
//! against each level, the original game's against the computers; the games among people; the
//! best score and the longest domain of any game a person played.

use bevy::prelude::*;
use bevy::settings::{ReflectSettingsGroup, SettingsGroup};
use serde::{Deserialize, Serialize};

use crate::app::states::Seat;
use kingdomino_core::ai::Level;
use kingdomino_core::duel::{Outcome, ScoreSummary, SeatNumber};
use kingdomino_core::localization::Phrase;
use kingdomino_core::original::KingdomSheet;
use kingdomino_core::table::Place;

#[derive(
    Resource, SettingsGroup, Reflect, Clone, Debug, Default, PartialEq, Serialize, Deserialize,
)]
#[reflect(Resource, SettingsGroup, Default)]
#[settings_group(group = "statistics", file = "statistics")]
#[serde(default)]
pub struct Statistics {
    pub easy: LevelRecord,
    pub normal: LevelRecord,
    pub expert: LevelRecord,
    pub two_player_games: u32,
    /// The highest total a person scored.
    pub best_score: u32,
    /// The most squares in one domain of a person's map at the end of a game.
    pub longest_domain: u32,
    /// The original Kingdomino's.
    pub original: OriginalRecord,
}

/// The original game's record: its scores are on another scale than the Duel's.
#[derive(Reflect, Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct OriginalRecord {
    /// Games with one person against the computers, and those the person won (a shared win
    /// counts).
    pub against_computers: LevelRecord,
    /// Games with more than one person at this screen.
    pub among_people: u32,
    pub best_score: u32,
    /// The most squares in one domain of a person's kingdom at the end of a game.
    pub largest_domain: u32,
}

impl OriginalRecord {
    /// The record in one paragraph.
    pub fn summary(&self) -> Phrase {
        Phrase::new("statistics-original")
            .with("won", self.against_computers.won)
            .with("played", self.against_computers.played)
            .with("people", self.among_people)
            .with("best", self.best_score)
            .with("largest", self.largest_domain)
    }

    /// Counts a finished game: who sat at each place, each kingdom's count, the winners.
    /// Games without a person here (the computers alone, replays) do not count.
    pub fn count(&mut self, seats: &[Seat], scores: &[KingdomSheet], winners: &[Place]) {
        let people: Vec<usize> = (0..seats.len())
            .filter(|&place| seats[place] == Seat::Human)
            .collect();
        for &place in &people {
            if let Some(sheet) = scores.get(place) {
                self.best_score = self.best_score.max(sheet.total);
                self.largest_domain = self.largest_domain.max(sheet.largest_domain);
            }
        }
        match people.as_slice() {
            [] => {}
            [person] => {
                self.against_computers.played += 1;
                self.against_computers.won +=
                    u32::from(winners.iter().any(|winner| winner.index() == *person));
            }
            _ => self.among_people += 1,
        }
    }
}

#[derive(Reflect, Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct LevelRecord {
    pub played: u32,
    pub won: u32,
}

impl Statistics {
    pub fn against(&self, level: Level) -> Option<&LevelRecord> {
        match level {
            Level::Easy => Some(&self.easy),
            Level::Normal => Some(&self.normal),
            Level::Expert => Some(&self.expert),
            Level::Random => None,
        }
    }

    fn against_mut(&mut self, level: Level) -> Option<&mut LevelRecord> {
        match level {
            Level::Easy => Some(&mut self.easy),
            Level::Normal => Some(&mut self.normal),
            Level::Expert => Some(&mut self.expert),
            Level::Random => None,
        }
    }

    /// Every finished game a person played.
    pub fn games_played(&self) -> u32 {
        self.easy.played + self.normal.played + self.expert.played + self.two_player_games
    }

    /// Counts a finished game played by these seats; games the computer played alone (and
    /// replays, which the caller leaves out) do not count.
    pub fn count(&mut self, seats: [Seat; 2], scores: [ScoreSummary; 2], outcome: Option<Outcome>) {
        let is_human = |seat: SeatNumber| seats[seat] == Seat::Human;
        if !seats.contains(&Seat::Human) {
            return;
        }
        for seat in SeatNumber::BOTH {
            if is_human(seat) {
                let score = scores[seat];
                self.best_score = self.best_score.max(score.total);
                self.longest_domain = self.longest_domain.max(score.largest_domain);
            }
        }
        if seats.iter().all(|&seat| seat == Seat::Human) {
            self.two_player_games += 1;
            return;
        }
        let person = if is_human(SeatNumber::FIRST) {
            SeatNumber::FIRST
        } else {
            SeatNumber::SECOND
        };
        let won = matches!(outcome, Some(Outcome::Winner { player, .. }) if player == person);
        if let Seat::Computer(level) = seats[person.other()]
            && let Some(record) = self.against_mut(level)
        {
            record.played += 1;
            record.won += u32::from(won);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kingdomino_core::original::{AnyGame, Bonuses, GameOptions, OriginalRules};

    /// A finished game of three: each kingdom's count and the winners.
    fn finished_game() -> (Vec<KingdomSheet>, Vec<Place>) {
        let options = GameOptions {
            players: 3,
            mighty_duel: false,
            bonuses: Bonuses::default(),
            dynasty: false,
        };
        let mut game = AnyGame::new(&OriginalRules::builtin(), options, 8).expect("a set-up");
        while game.player_to_act().is_some() {
            let action = game.legal_actions()[0];
            game.apply(action).expect("legal");
        }
        (game.scores(), game.winners())
    }

    #[test]
    fn the_original_game_counts_only_the_people_here() {
        let (scores, winners) = finished_game();
        let computer = Seat::Computer(Level::Easy);
        let mut record = OriginalRecord::default();
        record.count(&[computer, computer, computer], &scores, &winners);
        assert_eq!(record, OriginalRecord::default(), "the computers alone");

        record.count(&[Seat::Human, computer, computer], &scores, &winners);
        let first_won = winners.iter().any(|winner| winner.index() == 0);
        assert_eq!(
            record.against_computers,
            LevelRecord {
                played: 1,
                won: u32::from(first_won)
            }
        );
        assert_eq!(record.best_score, scores[0].total);
        assert_eq!(record.largest_domain, scores[0].largest_domain);

        let mut among_people = OriginalRecord::default();
        among_people.count(&[computer, Seat::Human, Seat::Human], &scores, &winners);
        assert_eq!(among_people.among_people, 1);
        assert_eq!(among_people.against_computers, LevelRecord::default());
        assert_eq!(
            among_people.best_score,
            scores[1].total.max(scores[2].total)
        );
    }
}

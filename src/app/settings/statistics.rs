//! The player's record, kept with the settings: games played and won against each level, the
//! best score and the longest domain of any game a person played.

use bevy::prelude::*;
use bevy::settings::{ReflectSettingsGroup, SettingsGroup};
use serde::{Deserialize, Serialize};

use crate::app::states::Seat;
use kingdomino_core::ai::Level;
use kingdomino_core::rules::{Outcome, ScoreSummary, SeatNumber};

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

//! Filling the map: the castle bonus, turning a die, drawing (each joker's coat is asked for
//! next, in `jokers.rs`) or passing.

use super::{DominoDie, GameState, JokerDrawing, Origin, Step};
use crate::duel::action::{Action, ActionError, Drawing};
use crate::duel::map::{PlacementPowers, PowerUse};
use crate::duel::report::{Report, Reports};
use crate::duel::ruleset::{GameEnd, Power, RuleSet};
use crate::duel::seat::SeatNumber;
use crate::kingdom::Map;

impl GameState {
    pub(super) fn check_fill(
        &self,
        rules: &RuleSet,
        seat: SeatNumber,
        action: Action,
        origin: Origin,
    ) -> Result<(), ActionError> {
        let player = self.player(seat);
        let Some(domino) = player.full_domino() else {
            return Err(ActionError::NotNow);
        };
        match action {
            Action::CastleBonus { slot } => {
                if usize::from(slot) >= domino.len() {
                    return Err(ActionError::NoSuchSlot);
                }
                if player.castle_bonus_used {
                    return Err(ActionError::CastleBonusUsed);
                }
                // The engine offers the bonus only where the domino can be drawn.
                if origin == Origin::Outside && !self.can_draw(rules, seat, domino) {
                    return Err(ActionError::NothingToDraw);
                }
                Ok(())
            }
            Action::TurnDie { slot, face } => {
                let die = *domino
                    .get(usize::from(slot))
                    .ok_or(ActionError::NoSuchSlot)?;
                if !self.has_power(seat, rules, Power::TurnDie) {
                    return Err(ActionError::PowerUnavailable(Power::TurnDie));
                }
                if face >= face_count(rules, die) {
                    return Err(ActionError::NoSuchFace);
                }
                if shows_the_same(rules, die, face) {
                    return Err(ActionError::SameFace);
                }
                if !is_a_new_look(rules, die, face) {
                    return Err(ActionError::LookNamedEarlier);
                }
                Ok(())
            }
            Action::Draw(drawing) if origin == Origin::Outside => {
                self.check_drawing(rules, seat, domino, drawing)
            }
            Action::Draw(_) => Ok(()),
            // The engine offers the pass only where it is allowed.
            Action::Pass if origin == Origin::Outside => {
                let connecting = self.connecting_for_faces(rules, seat, domino);
                let map = &self.player(seat).map;
                if map.has_placement(rules.board(), connecting) {
                    Err(ActionError::MustDraw)
                } else if self.must_use_kept_power(rules, seat, domino) {
                    Err(ActionError::MustUseKeptPower)
                } else {
                    Ok(())
                }
            }
            Action::Pass => Ok(()),
            _ => Err(ActionError::NotNow),
        }
    }

    /// Applies a fill action [`GameState::check_fill`] accepted.
    pub(super) fn fill(
        &mut self,
        rules: &RuleSet,
        seat: SeatNumber,
        action: Action,
        reports: &mut impl Reports,
    ) {
        let Some(domino) = self.player(seat).full_domino() else {
            return;
        };
        let player = &mut self.players[seat];
        match action {
            Action::CastleBonus { slot } => {
                player.castle_bonus_used = true;
                if let Some(die) = &mut player.domino[usize::from(slot)] {
                    die.castle_cross = true;
                }
                reports.report(Report::CastleBonusPut { seat, slot });
            }
            Action::TurnDie { slot, face } => {
                if let Some(die) = &mut player.domino[usize::from(slot)] {
                    die.face = face;
                }
                self.use_power(seat, rules, Power::TurnDie, reports);
                reports.report(Report::DieTurned { seat, slot, face });
            }
            Action::Draw(drawing) => {
                for power in [Power::IgnoreConnection, Power::SeparateDice] {
                    if uses(drawing.powers, power) {
                        self.use_power(seat, rules, power, reports);
                    }
                }
                let coat = |slot: usize| GameState::drawn_face(rules, domino[slot]).0;
                let coats = [coat(0), coat(1)];
                self.continue_drawing(rules, seat, JokerDrawing { drawing, coats }, reports);
            }
            Action::Pass => {
                // The castle bonus changes crosses, never where the domino fits: on a pass it
                // would be spent for nothing, so it goes back to the player.
                let mut bonus_returned = false;
                for die in player.domino.iter_mut().flatten() {
                    bonus_returned |= std::mem::take(&mut die.castle_cross);
                }
                reports.report(Report::Passed { seat });
                if bonus_returned {
                    player.castle_bonus_used = false;
                    reports.report(Report::CastleBonusReturned { seat });
                }
                self.finish_fill(rules, seat, reports);
            }
            _ => {}
        }
    }

    /// The filling player's map with `drawing` drawn as the dice show now, jokers left out
    /// (their coats are chosen next); the drawing is not checked. The computer's playouts
    /// compare the drawings the engine offers this way, far quicker than applying each.
    pub fn map_with_drawing(&self, rules: &RuleSet, drawing: Drawing) -> Option<Map> {
        let Step::Fill { player: seat } = self.step else {
            return None;
        };
        let player = self.player(seat);
        let domino = player.full_domino()?;
        let mut map = player.map;
        for (cell, die) in drawing.cells.into_iter().zip(domino) {
            if let (Some(coat), crosses) = GameState::drawn_face(rules, die) {
                map.draw(cell, coat, crosses);
            }
        }
        Some(map)
    }

    /// With `game_end: NobodyCouldDraw` a player who could draw with a kept power (`d`, `s`, or
    /// a die turned with `ss`) must: the game ends only once nobody could draw, so a player
    /// allowed to pass while able would keep it going for ever. Asked only when no ordinary
    /// placement exists.
    pub(super) fn must_use_kept_power(
        &self,
        rules: &RuleSet,
        seat: SeatNumber,
        domino: [DominoDie; 2],
    ) -> bool {
        if rules.options().game_end != GameEnd::NobodyCouldDraw {
            return false;
        }
        if self.can_draw(rules, seat, domino) {
            return true;
        }
        self.has_power(seat, rules, Power::TurnDie)
            && (0..domino.len()).any(|slot| {
                (0..face_count(rules, domino[slot])).any(|face| {
                    let mut turned = domino;
                    turned[slot].face = face;
                    is_a_new_look(rules, domino[slot], face) && self.can_draw(rules, seat, turned)
                })
            })
    }

    /// Where each die of the domino would connect, a joker wherever some coat would.
    pub(super) fn connecting_for_faces(
        &self,
        rules: &RuleSet,
        seat: SeatNumber,
        domino: [DominoDie; 2],
    ) -> [u64; 2] {
        let map = &self.player(seat).map;
        let connecting = |slot: usize| {
            map.connecting_cells(rules.board(), GameState::drawn_face(rules, domino[slot]).0)
        };
        // Written out: `array::map` costs measurably more in the simulations' hot path.
        [connecting(0), connecting(1)]
    }

    /// Where each die connects for a drawing with `powers`. The `d` power frees a joker's coat
    /// too, so it is needed wherever some coat the joker may take would not connect: for it, a
    /// joker connects only where every coat would.
    pub(super) fn connecting_for(
        &self,
        rules: &RuleSet,
        seat: SeatNumber,
        domino: [DominoDie; 2],
        powers: PlacementPowers,
    ) -> [u64; 2] {
        if !powers.ignore_connection {
            return self.connecting_for_faces(rules, seat, domino);
        }
        let map = &self.player(seat).map;
        let board = rules.board();
        let connecting = |slot: usize| match GameState::drawn_face(rules, domino[slot]).0 {
            Some(coat) => map.connecting_cells(board, Some(coat)),
            None => map.connecting_cells_for_every_coat(board, rules.coat_ids()),
        };
        [connecting(0), connecting(1)]
    }

    /// Whether the domino, as its dice show now, can be drawn somewhere, with the `d` and `s`
    /// powers the player keeps.
    fn can_draw(&self, rules: &RuleSet, seat: SeatNumber, domino: [DominoDie; 2]) -> bool {
        let map = &self.player(seat).map;
        let board = rules.board();
        let connecting = self.connecting_for_faces(rules, seat, domino);
        map.has_placement(board, connecting)
            || PlacementPowers::spendable(self.placement_powers_owned(rules, seat))
                .skip(1)
                .any(|powers| {
                    map.count_placements(board, connecting, powers, PowerUse::Allowed) > 0
                })
    }

    fn check_drawing(
        &self,
        rules: &RuleSet,
        seat: SeatNumber,
        domino: [DominoDie; 2],
        drawing: Drawing,
    ) -> Result<(), ActionError> {
        let board = rules.board();
        let map = &self.player(seat).map;
        for power in [Power::IgnoreConnection, Power::SeparateDice] {
            if uses(drawing.powers, power) && !self.has_power(seat, rules, power) {
                return Err(ActionError::PowerUnavailable(power));
            }
        }
        for cell in drawing.cells {
            if cell.index() >= board.cell_count() {
                return Err(ActionError::OffMap);
            }
            if cell == board.castle() {
                return Err(ActionError::CastleSquare);
            }
            if map.empty(board) & cell.bit() == 0 {
                return Err(ActionError::SquareNotEmpty);
            }
        }
        let [first, second] = drawing.cells;
        if first == second {
            return Err(ActionError::SquareNotEmpty);
        }
        let needed = self.connecting_for(rules, seat, domino, drawing.powers);
        if map.permits(
            board,
            needed,
            drawing.powers,
            PowerUse::Needed,
            drawing.cells,
        ) {
            return Ok(());
        }
        let connecting = self.connecting_for_faces(rules, seat, domino);
        let permits =
            |powers, power_use| map.permits(board, connecting, powers, power_use, drawing.cells);
        // Refused: find the reason a player would want to read.
        if permits(drawing.powers, PowerUse::Allowed) {
            let without_ignore = PlacementPowers {
                ignore_connection: false,
                ..drawing.powers
            };
            let wasted =
                if drawing.powers.ignore_connection && permits(without_ignore, PowerUse::Allowed) {
                    Power::IgnoreConnection
                } else {
                    Power::SeparateDice
                };
            return Err(ActionError::PowerNotNeeded(wasted));
        }
        Err(if board.are_adjacent(first, second) {
            ActionError::NotConnected
        } else if !drawing.powers.separate {
            ActionError::SquaresNotTouching
        } else {
            let slot = u8::from(connecting[0] & first.bit() != 0);
            ActionError::SeparateSquareNotConnected { slot }
        })
    }
}

/// Whether turning `die` to `face` would show what it shows now (the same coat and crosses, or
/// both jokers): the `ss` power would be spent for nothing.
fn shows_the_same(rules: &RuleSet, die: DominoDie, face: u8) -> bool {
    first_alike(rules, die.die, face) == first_alike(rules, die.die, die.face)
}

fn first_alike(rules: &RuleSet, die: u8, face: u8) -> u8 {
    rules
        .dice()
        .get(usize::from(die))
        .map_or(face, |d| d.first_alike(face))
}

/// Whether `face` is the first of the die's faces to show what it shows, and shows something
/// else than the die now: each different look is one action.
pub(super) fn is_a_new_look(rules: &RuleSet, die: DominoDie, face: u8) -> bool {
    first_alike(rules, die.die, face) == face && !shows_the_same(rules, die, face)
}

pub(super) fn face_count(rules: &RuleSet, die: DominoDie) -> u8 {
    rules
        .dice()
        .get(usize::from(die.die))
        .map_or(0, |d| d.faces.len() as u8)
}

fn uses(powers: PlacementPowers, power: Power) -> bool {
    match power {
        Power::IgnoreConnection => powers.ignore_connection,
        Power::SeparateDice => powers.separate,
        _ => false,
    }
}

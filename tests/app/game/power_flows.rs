//! Each power's flow at the table: kept powers used when they are legal, immediate powers
//! gained by completing a line and asked for at once.

use super::*;
use kingdomino_duel::app::duel::DuelChoice;

/// The person holds `power` from the start and uses it as soon as `wanted` is legal.
fn kept_power_flow(seed: u64, power: Power, wanted: impl Fn(&Action) -> bool) {
    let mut app = prepared_game(seed, |rules, state| {
        state.with_power(rules, SeatNumber::FIRST, power)
    });
    play_until(
        &mut app,
        |rules, state| first_legal(rules, state, &wanted),
        |state| used(state, &RuleSet::builtin(), power),
    );
}

/// The immediate powers are gained by completing a line: the person's line lacks one square
/// and die 2 shows that coat without a cross; taking and drawing it gains the power, and the
/// game asks for its choice.
fn immediate_power_flow(power: Power) {
    let rules = RuleSet::builtin();
    let spell = rules.spell_lines()[rules.line_of_power(power).unwrap()];
    let plain = Face::Coat {
        coat: spell.coat,
        crosses: 0,
    };
    let face = rules.dice()[1]
        .faces
        .iter()
        .position(|f| *f == plain)
        .unwrap();
    let seed = seed_where_the_person_starts(0);
    let mut app = prepared_game(seed, |rules, state| {
        let mut roll = state.roll();
        roll[1] = face as u8;
        let almost = LineProgress::Filling(spell.length - 1);
        let mut state = state.with_line(rules, SeatNumber::FIRST, power, almost);
        state.give_roll(rules, roll).unwrap();
        state
    });
    play_until(
        &mut app,
        |rules, state| {
            (state.to_act() == Some(SeatNumber::FIRST)).then_some(())?;
            let legal = state.legal_actions(rules);
            let plain_drawing =
                |a: &Action| matches!(a, Action::Draw(d) if d.powers == PlacementPowers::NONE);
            legal
                .iter()
                .copied()
                .find(|a| *a == Action::TakeDie { die: 1 })
                .or_else(|| legal.iter().copied().find(plain_drawing))
                .or_else(|| legal.first().copied())
        },
        |state| matches!(state.step(), Step::ApplyPower { player: SeatNumber::FIRST, power: p } if p == power),
    );
    run_until_person_acts(&mut app, &mut Vec::new());
    assert_eq!(phase(&app), Some(DuelPhase::Spellbook));
    let banner = format!("You gain a power:\n{}", capitalised(&power.to_string()));
    assert!(texts(&mut app).contains(&banner), "{:?}", texts(&mut app));
    let before = game(&app).state().clone();
    let action = before.legal_actions(&game(&app).rules)[0];
    perform(&mut app, Device::Gamepad, action);
    app.update();
    assert_eq!(*game(&app).state(), applied(&app, &before, action));
    assert!(used(game(&app).state(), &rules, power));
}

#[test]
fn the_take_two_dice_power_is_offered_to_a_and_used() {
    kept_power_flow(21, Power::TakeTwoDice, |a| {
        matches!(a, Action::TakeTwoDice { .. })
    });
}

#[test]
fn the_turn_die_power_turns_a_die_of_the_domino() {
    kept_power_flow(22, Power::TurnDie, |a| matches!(a, Action::TurnDie { .. }));
}

#[test]
fn the_ignore_connection_power_draws_anywhere() {
    kept_power_flow(
        23,
        Power::IgnoreConnection,
        |a| matches!(a, Action::Draw(d) if d.powers.ignore_connection && !d.powers.separate),
    );
}

#[test]
fn the_separate_dice_power_draws_each_die_on_its_own() {
    kept_power_flow(
        24,
        Power::SeparateDice,
        |a| matches!(a, Action::Draw(d) if d.powers.separate && !d.powers.ignore_connection),
    );
}

#[test]
fn the_b_power_offers_each_coat_with_its_points_now_and_shows_the_coat_chosen() {
    let seed = seed_where_the_person_starts(0);
    let mut app = prepared_game(seed, |rules, state| {
        state.with_line(
            rules,
            SeatNumber::FIRST,
            Power::DomainBonus,
            LineProgress::Filling(2),
        )
    });
    play_until(
        &mut app,
        |rules, state| first_legal(rules, state, |_| true),
        |state| {
            matches!(
                state.step(),
                Step::ApplyPower {
                    player: SeatNumber::FIRST,
                    power: Power::DomainBonus
                }
            )
        },
    );
    run_until_person_acts(&mut app, &mut Vec::new());
    let state = game(&app).state().clone();
    let rules = game(&app).rules.clone();
    let gains: Vec<i32> = choices(&app)
        .list()
        .iter()
        .map(|choice| {
            let Some(DuelChoice::Act(action)) = choice.intent.own() else {
                panic!("{choice:?}")
            };
            let gain = kingdomino_core::duel::preview::score_change(&rules, &state, action);
            let gain = gain.unwrap();
            assert!(
                words(&app, &choice.label).ends_with(&format!("{gain:+}")),
                "{choice:?}"
            );
            gain
        })
        .collect();
    let Focus::Choice(best) = choices(&app).focus() else {
        panic!("the focus is on a coat")
    };
    assert_eq!(Some(&gains[best]), gains.iter().max());
    let Some(DuelChoice::Act(chosen)) = choices(&app).list()[best].intent.clone().own() else {
        unreachable!()
    };
    device_chooses_focused(&mut app);
    let Action::ChooseBonusCoat { coat } = chosen else {
        panic!("{chosen:?}")
    };
    let shown = format!("+3 per {} domain", rules.coat_name(coat));
    assert!(
        texts(&mut app).iter().any(|text| text.contains(&shown)),
        "{:?}",
        texts(&mut app)
    );
}

#[test]
fn the_domain_bonus_power_asks_for_a_coat() {
    immediate_power_flow(Power::DomainBonus);
}

#[test]
fn the_extra_cross_power_asks_for_a_square() {
    immediate_power_flow(Power::ExtraCross);
}

fn device_chooses_focused(app: &mut App) {
    Device::Gamepad.press(app, Control::Confirm);
    app.update();
}

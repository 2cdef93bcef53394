//! What the layout tests check: every part whole in the window and over no other, every text
//! inside its window, over no other text, and large enough to read.

use super::contrast::check_text_contrast;
use super::*;

pub(super) fn check_table_with(
    width: u32,
    height: u32,
    seats: [Seat; 2],
    rules: &RuleSet,
    prepare: fn(&RuleSet) -> GameState,
    buttons: usize,
    language: &str,
) {
    let mut app = table_app_with(width, height, seats, rules, prepare, language);
    check_laid_out_table(&mut app, (width, height), rules, buttons, language);
}

/// None of the `parts` (each named) is cut by a part around it that clips.
fn check_not_cut(app: &App, parts: Vec<(String, Entity)>, language: &str) {
    let cut: Vec<(String, Rect, Rect)> = (parts.into_iter())
        .filter_map(|(name, entity)| {
            let clip = app.world().get::<CalculatedClip>(entity)?.clip;
            let rect = screen_rect_of(app, entity);
            (!(clip.contains(rect.min + 0.5) && clip.contains(rect.max - 0.5)))
                .then_some((name, rect, clip))
        })
        .collect();
    assert!(cut.is_empty(), "{language}: cut off: {cut:?}");
}

/// The lines over each map (its name, what it holds) whole in their fixed room.
pub(super) fn check_score_lines_whole(app: &mut App, language: &str) {
    let lines: Vec<(String, Entity)> = named(app, |name| name == "Score lines")
        .into_iter()
        .filter_map(|(_, lines)| app.world().get::<Children>(lines))
        .flat_map(|lines| lines.iter())
        .filter_map(|line| Some((app.world().get::<Text>(line)?.0.clone(), line)))
        .collect();
    check_not_cut(app, lines, language);
}

/// Every part of the table shown whole in the window, cut by nothing and over nothing else.
pub(super) fn check_laid_out_table(
    app: &mut App,
    (width, height): (u32, u32),
    rules: &RuleSet,
    buttons: usize,
    language: &str,
) {
    show_the_longest_tip(app);
    // In the UI's own pixels, which a phone's window scales down.
    let ui_scale = app.world().resource::<UiScale>().0;
    let window = Rect::new(0.0, 0.0, width as f32 / ui_scale, height as f32 / ui_scale);
    let rects = parts(app);
    let count = |prefix: &str| {
        rects
            .iter()
            .filter(|(name, _)| name.starts_with(prefix))
            .count()
    };
    assert_eq!(
        count("Square "),
        2 * rules.board().cell_count(),
        "both maps' squares"
    );
    assert!(count("Choice: ") >= buttons, "{:?}", choices_shown(&rects));
    assert_eq!(count("Spellbook"), 1);
    assert_eq!(count("Dice tray"), 1);
    for (name, rect) in &rects {
        assert!(
            window.contains(rect.min) && window.contains(rect.max),
            "{language}: {name} at {rect:?} leaves the {width}x{height} window"
        );
        assert!(
            rect.width() > 1.0 && rect.height() > 1.0,
            "{name} is not shown"
        );
    }
    // Nothing a player reads or presses is cut by a part around it that clips.
    let shown = named(app, |name| {
        name.starts_with("Square ")
            || name == "Spellbook"
            || name == "Dice tray"
            || name == "Hint button"
    });
    check_not_cut(app, shown, language);
    // A shrunken UI rounds its edges to the screen's pixels: neighbours may share one.
    let touching = if ui_scale < 1.0 { 1.01 / ui_scale } else { 0.5 };
    for (index, (name, rect)) in rects.iter().enumerate() {
        for (other, other_rect) in &rects[index + 1..] {
            let overlap = rect.intersect(*other_rect);
            assert!(
                overlap.width() < touching || overlap.height() < touching,
                "{language}: {name} {rect:?} overlaps {other} {other_rect:?}"
            );
        }
    }
    // The choice bar clips what does not fit: every button must lie inside it, whole.
    let bar = named(app, |name| name == "Choices")[0].1;
    // (Within a rounding's hundredth of a pixel.)
    let bar = rect_of(app, bar).inflate(0.01);
    for (name, rect) in rects
        .iter()
        .filter(|(name, _)| name.starts_with("Choice: "))
    {
        assert!(
            bar.contains(rect.min) && bar.contains(rect.max),
            "{name} at {rect:?} is cut by the choice bar {bar:?}"
        );
    }
    check_texts(app, window, language);
}

/// The footer shows the language's longest first-game tip in place of the controls.
pub(super) fn show_the_longest_tip(app: &mut App) {
    let english = include_str!("../../../assets/locales/en/game.ftl");
    let longest = localization::catalog::message_ids(english)
        .into_iter()
        .filter(|id| id.starts_with("hint-") && id != "hint-line")
        .map(|id| {
            let phrase = Phrase::new(Box::leak(id.into_boxed_str()));
            (words(app, &phrase).len(), phrase)
        })
        .max_by_key(|(length, _)| *length)
        .map(|(_, phrase)| phrase);
    assert!(longest.is_some());
    app.world_mut().resource_mut::<Tip>().shown = longest;
    app.update();
    app.update();
}

/// Every text shown, with the rectangle its letters cover (a text node's own box can be taller
/// than its lines).
pub(super) fn shown_texts(app: &mut App) -> Vec<(String, Rect)> {
    let mut query = app.world_mut().query::<(
        Entity,
        &Text,
        &TextLayoutInfo,
        &ComputedNode,
        &InheritedVisibility,
    )>();
    let found: Vec<(Entity, String, Option<Rect>, Vec2, f32)> = query
        .iter(app.world())
        .filter(|(_, text, _, _, visible)| !text.0.trim().is_empty() && visible.get())
        .map(|(entity, text, layout, node, _)| {
            let runs = layout
                .run_geometry
                .iter()
                .map(|run| run.bounds)
                .reduce(|all, run| all.union(run));
            let inset = node.content_inset().min_inset;
            (
                entity,
                text.0.clone(),
                runs,
                inset,
                node.inverse_scale_factor(),
            )
        })
        .collect();
    found
        .into_iter()
        .filter_map(|(entity, text, runs, inset, scale)| {
            let corner = rect_of(app, entity).min + inset * scale;
            let runs = runs?;
            let letters = Rect::from_corners(corner + runs.min * scale, corner + runs.max * scale);
            Some((text, letters.intersect(scrolled_view(app, entity))))
        })
        .filter(|(_, rect)| rect.width() > 0.5 && rect.height() > 0.5)
        .collect()
}

/// What a scrolling list around the entity lets be seen of it (everything when there is none):
/// a scrolled list hides what lies beyond it on purpose; any other clipping is a text too long.
pub(super) fn scrolled_view(app: &App, entity: Entity) -> Rect {
    let world = app.world();
    let mut view = Rect::new(f32::MIN, f32::MIN, f32::MAX, f32::MAX);
    let mut at = entity;
    while let Some(parent) = world.get::<ChildOf>(at) {
        at = parent.parent();
        let scrolls = world
            .get::<Node>(at)
            .is_some_and(|node| node.overflow.y == OverflowAxis::Scroll);
        if scrolls {
            view = view.intersect(rect_of(app, at));
        }
    }
    view
}

/// Every text lies inside the window, and no two texts cover each other (a text too long for
/// its place wraps onto the next one's, or runs out of its box).
pub(super) fn check_texts(app: &mut App, window: Rect, language: &str) {
    let texts = shown_texts(app);
    check_text_rects(texts, window, language);
    check_text_sizes(app, language);
    check_text_contrast(app, language);
}

/// The smallest text a player is asked to read, in the screen's pixels (a phone's browser's
/// CSS pixels): about the least that reads at arm's length.
pub(super) const SMALLEST_TEXT: f32 = 11.0;

/// Every text shown is drawn at `SMALLEST_TEXT` or more on the screen (that much larger with
/// larger text asked for): the designs' own sizes in a window that shows them whole, a phone's
/// raised to it. The letters drawn on a die or a die's place (a joker's glyph, the taker's name
/// under a taken die) belong to its picture and shrink with it.
pub(super) fn check_text_sizes(app: &mut App, language: &str) {
    let ui_scale = app.world().resource::<UiScale>().0;
    let smallest = SMALLEST_TEXT * app.world().resource::<TextScale>().0;
    let mut query = app
        .world_mut()
        .query::<(&Name, &Text, &TextFont, &InheritedVisibility)>();
    for (name, text, font, visible) in query.iter(app.world()) {
        if text.0.trim().is_empty()
            || !visible.get()
            || ["Joker glyph", "Taker"].contains(&name.as_str())
        {
            continue;
        }
        let FontSize::Px(size) = font.font_size else {
            panic!("“{}” is sized by {:?}", text.0, font.font_size);
        };
        assert!(
            size * ui_scale >= smallest - 0.05,
            "{language}: “{}” is drawn at {:.1} pixels",
            text.0,
            size * ui_scale
        );
    }
}

/// As [`check_texts`], for the texts of the screen or panel named `root` (a panel covers the
/// screen under it).
pub(super) fn check_texts_of(app: &mut App, root: &str, window: Rect, language: &str) {
    let root = named(app, |name| name == root)[0].1;
    let world = app.world();
    let is_under_root = |entity: Entity| {
        let mut at = entity;
        while let Some(parent) = world.get::<ChildOf>(at) {
            at = parent.parent();
            if at == root {
                return true;
            }
        }
        false
    };
    let under_root: Vec<String> = world
        .iter_entities()
        .filter(|entity| is_under_root(entity.id()))
        .filter_map(|entity| entity.get::<Text>().map(|text| text.0.clone()))
        .collect();
    let texts = shown_texts(app)
        .into_iter()
        .filter(|(text, _)| under_root.contains(text))
        .collect();
    check_text_rects(texts, window, language);
    check_text_sizes(app, language);
    check_text_contrast(app, language);
}

pub(super) fn check_text_rects(texts: Vec<(String, Rect)>, window: Rect, language: &str) {
    assert!(texts.len() > 5, "{texts:?}");
    for (text, rect) in &texts {
        assert!(
            window.contains(rect.min) && window.contains(rect.max),
            "{language}: “{text}” at {rect:?} leaves the window {window:?}"
        );
    }
    for (index, (text, rect)) in texts.iter().enumerate() {
        for (other, other_rect) in &texts[index + 1..] {
            let overlap = rect.intersect(*other_rect);
            assert!(
                overlap.width() < 1.0 || overlap.height() < 1.0,
                "{language}: “{text}” {rect:?} covers “{other}” {other_rect:?}"
            );
        }
    }
}

pub(super) fn choices_shown(rects: &[(String, Rect)]) -> Vec<&str> {
    rects
        .iter()
        .filter(|(name, _)| name.starts_with("Choice: "))
        .map(|(name, _)| name.as_str())
        .collect()
}

/// A menu in columns has as many buttons in each, or fewer in one but never fewer than half
/// a full one: no button alone in a column beside a full one. (Thirteen buttons five to a
/// column stand 5, 5 and 3: no even split of them fits five rows.)
pub(super) fn check_even_columns(buttons: &[(String, Rect)], what: &str) {
    let mut columns: Vec<(f32, usize)> = Vec::new();
    for (_, rect) in buttons {
        match columns
            .iter_mut()
            .find(|(left, _)| (left - rect.min.x).abs() < 1.0)
        {
            Some((_, count)) => *count += 1,
            None => columns.push((rect.min.x, 1)),
        }
    }
    let counts: Vec<usize> = columns.iter().map(|(_, count)| *count).collect();
    let (fewest, most) = (counts.iter().min(), counts.iter().max());
    assert!(
        most.zip(fewest)
            .is_none_or(|(most, fewest)| most - fewest <= 1 || 2 * fewest >= *most),
        "{what}: buttons in columns of {counts:?}"
    );
}

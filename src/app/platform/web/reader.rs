//! What a screen reader reads in the browser, where Bevy has no bridge to one: the page holds
//! hidden elements that mirror the accessibility tree's news: the prompt (a polite live
//! region), the notice (an assertive one), the name of the focused choice or square, and where
//! the players stand. They change only when their words do; the keyboard's focus stays on the
//! canvas.

use bevy::a11y::AccessibilityNode;
use bevy::input_focus::InputFocus;
use bevy::prelude::*;

use crate::app::states::AppSystems;
use crate::app::view::reader::{ReadAloud, Standing};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PostUpdate, mirror_the_tree.after(AppSystems::Accessibility));
}

/// The page's regions, by their element's id: its role, how it is read and what it holds.
const REGIONS: [(&str, &str, &str); 4] = [
    ("reader-prompt", "status", "polite"),
    ("reader-notice", "alert", "assertive"),
    ("reader-focus", "status", "polite"),
    ("reader-standings", "list", "off"),
];

/// The words last written into each region.
#[derive(Default)]
struct Written([String; 4]);

fn mirror_the_tree(
    lines: Query<(&Text, &ReadAloud, &InheritedVisibility)>,
    standings: Query<(&Text, &UiGlobalTransform, &InheritedVisibility), With<Standing>>,
    nodes: Query<(&AccessibilityNode, Option<&Text>)>,
    focus: Option<Res<InputFocus>>,
    mut written: Local<Written>,
) {
    let shown = |read_aloud: ReadAloud| -> String {
        (lines.iter())
            .filter(|(text, how, seen)| **how == read_aloud && seen.get() && !text.0.is_empty())
            .map(|(text, ..)| text.0.as_str())
            .collect::<Vec<_>>()
            .join(" ")
    };
    let focused = (focus.and_then(|focus| focus.get()))
        .and_then(|entity| nodes.get(entity).ok())
        .and_then(|(node, text)| {
            node.label()
                .map(str::to_owned)
                .or(text.map(|t| t.0.clone()))
        })
        .unwrap_or_default();
    // As the eye reads them: row by row, left to right.
    let mut standings: Vec<(i32, i32, &str)> = (standings.iter())
        .filter(|(text, _, seen)| seen.get() && !text.0.is_empty())
        .map(|(text, at, _)| {
            let at = at.translation.round().as_ivec2();
            (at.y, at.x, text.0.as_str())
        })
        .collect();
    standings.sort_unstable();
    let standings: Vec<&str> = standings.into_iter().map(|(.., text)| text).collect();
    let now = [
        shown(ReadAloud::Polite),
        shown(ReadAloud::AtOnce),
        focused,
        standings.join("\n"),
    ];
    if now == written.0 {
        return;
    }
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    for (index, (id, role, live)) in REGIONS.into_iter().enumerate() {
        if now[index] == written.0[index] {
            continue;
        }
        let Some(region) = region(&document, id, role, live) else {
            continue;
        };
        if id == "reader-standings" {
            // One item a player, so a reader counts them.
            region.set_inner_html("");
            for line in now[index].lines() {
                if let Ok(item) = document.create_element("div") {
                    let _ = item.set_attribute("role", "listitem");
                    item.set_text_content(Some(line));
                    let _ = region.append_child(&item);
                }
            }
        } else {
            region.set_text_content(Some(&now[index]));
        }
    }
    written.0 = now;
}

/// The region with this id, made the first time: off the screen but in the page's tree.
fn region(
    document: &web_sys::Document,
    id: &str,
    role: &str,
    live: &str,
) -> Option<web_sys::Element> {
    if let Some(found) = document.get_element_by_id(id) {
        return Some(found);
    }
    let region = document.create_element("div").ok()?;
    region.set_id(id);
    let _ = region.set_attribute("role", role);
    let _ = region.set_attribute("aria-live", live);
    let _ = region.set_attribute(
        "style",
        "position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);\
         white-space:pre-line",
    );
    document.body()?.append_child(&region).ok()?;
    Some(region)
}

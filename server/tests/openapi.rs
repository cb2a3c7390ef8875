//! The OpenAPI document describes every body: each JSON request and response has a schema, and no part of
//! one is an untyped object (a `serde_json::Value` built by hand), apart from the few listed below with
//! their reasons. The frontend's API types are generated from this document.

use crate::common;

use common::TestApp;
use serde_json::Value;

/// Places that are free-form on purpose: `(where, why)`.
const FREE_FORM: &[(&str, &str)] = &[
    ("AuditEntry.details", "each audited action records its own details"),
    ("POST /api/v1/payments/razorpay/webhook request", "Razorpay's own payload, checked by its signature"),
    ("GET /api/v1/openapi.json 200", "this document"),
    ("DraftView.values", "a registration draft: the wizard's values as typed, read back by the wizard that wrote them"),
    (
        "DraftRequest.values",
        "a registration draft: the wizard's values as typed, read back by the wizard that wrote them",
    ),
];

fn free_form(place: &str) -> bool {
    FREE_FORM.iter().any(|(p, _)| *p == place)
}

/// Walks a schema; pushes the places where it is an untyped object or an empty schema.
fn untyped(doc: &Value, schema: &Value, place: &str, seen: &mut Vec<String>, out: &mut Vec<String>) {
    if free_form(place) {
        return;
    }
    if let Some(reference) = schema.get("$ref").and_then(Value::as_str) {
        let name = reference.rsplit('/').next().unwrap().to_owned();
        if seen.contains(&name) {
            return;
        }
        seen.push(name.clone());
        let target = &doc["components"]["schemas"][&name];
        assert!(!target.is_null(), "{place}: missing schema {name}");
        untyped(doc, target, &name, seen, out);
        return;
    }
    let Some(map) = schema.as_object() else { return };
    for key in ["allOf", "oneOf", "anyOf"] {
        for (i, part) in map.get(key).and_then(Value::as_array).into_iter().flatten().enumerate() {
            untyped(doc, part, &format!("{place}.{key}[{i}]"), seen, out);
        }
    }
    if let Some(props) = map.get("properties").and_then(Value::as_object) {
        for (name, prop) in props {
            untyped(doc, prop, &format!("{place}.{name}"), seen, out);
        }
    }
    if let Some(items) = map.get("items") {
        untyped(doc, items, &format!("{place}[]"), seen, out);
    }
    if let Some(extra) = map.get("additionalProperties").filter(|v| v.is_object()) {
        untyped(doc, extra, &format!("{place}{{}}"), seen, out);
    }
    let described =
        ["$ref", "type", "allOf", "oneOf", "anyOf", "properties", "enum", "const"].iter().any(|k| map.contains_key(*k));
    let is_object = match map.get("type") {
        Some(Value::String(t)) => t == "object",
        Some(Value::Array(types)) => types.iter().any(|t| t == "object"),
        _ => false,
    };
    // An object with no properties is typed only as a map of typed values, or as exactly `{}` (nothing more
    // allowed).
    let bare_object = is_object
        && !map.contains_key("properties")
        && !map.get("additionalProperties").is_some_and(|extra| extra.is_object() || *extra == Value::Bool(false));
    if !described || bare_object {
        out.push(format!("{place}: {}", Value::Object(map.clone())));
    }
}

#[tokio::test]
async fn every_body_of_the_api_has_a_typed_schema() {
    let app = TestApp::spawn().await;
    let doc = app.get("/api/v1/openapi.json").await.json();
    let mut problems = Vec::new();
    let mut checked = 0;
    for (path, ops) in doc["paths"].as_object().unwrap() {
        for (method, op) in ops.as_object().unwrap() {
            let op_name = format!("{} {path}", method.to_uppercase());
            if let Some(content) = op["requestBody"]["content"].as_object() {
                for (ct, body) in content {
                    if ct.contains("json") {
                        let place = format!("{op_name} request");
                        match body.get("schema") {
                            Some(schema) => untyped(&doc, schema, &place, &mut Vec::new(), &mut problems),
                            None if !free_form(&place) => problems.push(format!("{place}: no schema")),
                            None => {}
                        }
                        checked += 1;
                    }
                }
            }
            for (status, response) in op["responses"].as_object().unwrap() {
                for (ct, body) in response["content"].as_object().into_iter().flatten() {
                    if ct.contains("json") {
                        let place = format!("{op_name} {status}");
                        match body.get("schema") {
                            Some(schema) => untyped(&doc, schema, &place, &mut Vec::new(), &mut problems),
                            None if !free_form(&place) => problems.push(format!("{place}: no schema")),
                            None => {}
                        }
                        checked += 1;
                    }
                }
            }
        }
    }
    problems.sort();
    problems.dedup();
    assert!(checked > 50, "only {checked} bodies were found: is the document empty?");
    assert!(problems.is_empty(), "untyped bodies in the OpenAPI document:\n{}", problems.join("\n"));
}

#[test]
fn the_check_finds_untyped_bodies() {
    let doc = serde_json::json!({"components": {"schemas": {
        "Good": {"type": "object", "properties": {"a": {"type": "string"}}},
        "Bad": {"type": "object", "properties": {"details": {}, "list": {"type": "array", "items": {}}, "obj": {"type": "object"}}},
        "Empty": {"type": "object", "additionalProperties": false},
        "Open": {"type": "object", "additionalProperties": true},
    }}});
    let mut out = Vec::new();
    untyped(&doc, &serde_json::json!({"$ref": "#/components/schemas/Good"}), "x", &mut Vec::new(), &mut out);
    assert!(out.is_empty(), "{out:?}");
    untyped(&doc, &serde_json::json!({"$ref": "#/components/schemas/Bad"}), "x", &mut Vec::new(), &mut out);
    assert_eq!(out.len(), 3, "{out:?}");
    out.clear();
    untyped(&doc, &serde_json::json!({"$ref": "#/components/schemas/Empty"}), "x", &mut Vec::new(), &mut out);
    assert!(out.is_empty(), "exactly {{}} is typed: {out:?}");
    untyped(&doc, &serde_json::json!({"$ref": "#/components/schemas/Open"}), "x", &mut Vec::new(), &mut out);
    assert_eq!(out.len(), 1, "an object open to anything is not: {out:?}");
}

/// Operation ids name the generated client's functions: two alike would clash in the frontend's types.
#[tokio::test]
async fn every_operation_has_its_own_id() {
    let app = common::TestApp::spawn().await;
    let doc = app.get("/api/v1/openapi.json").await.json();
    let mut seen = std::collections::BTreeMap::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            let id = op["operationId"].as_str().unwrap_or_else(|| panic!("{method} {path} has no operationId"));
            if let Some(other) = seen.insert(id.to_owned(), format!("{method} {path}")) {
                panic!("operationId {id} of {method} {path} is also {other}'s");
            }
        }
    }
}

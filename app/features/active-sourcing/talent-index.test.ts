import { describe, expect, it } from "vitest";
import { Postings, PostingsLoader } from "./talent-index.server";

const listOf = (postings: Postings | undefined) =>
  postings
    ? Array.from(postings.positions.subarray(0, postings.length), (position, i) => [position, postings.weights[i]])
    : undefined;

describe("PostingsLoader", () => {
  it("lays out each word's positions and weights in the order they came, each list exactly as long as it is", () => {
    const loader = new PostingsLoader();
    loader.add("buchhalt", 0, 4);
    loader.add("linz", 0, 1);
    loader.add("linz", 1, 2);
    loader.add("buchhalt", 2, 3);
    const lists = loader.lists();
    expect(listOf(lists.get("buchhalt"))).toEqual([
      [0, 4],
      [2, 3],
    ]);
    expect(listOf(lists.get("linz"))).toEqual([
      [0, 1],
      [1, 2],
    ]);
    expect(lists.get("linz")!.positions.length).toBe(2);
  });

  it("keeps every entry past the first chunk (a million entries)", () => {
    const loader = new PostingsLoader();
    const people = 600_000;
    for (let p = 0; p < people; p += 1) {
      loader.add("a", p, 1);
      loader.add(p % 3 === 0 ? "b" : "c", p, 2);
    }
    const lists = loader.lists();
    const a = lists.get("a")!;
    expect(a.length).toBe(people);
    expect(a.positions[people - 1]).toBe(people - 1);
    expect(lists.get("b")!.length + lists.get("c")!.length).toBe(people);
    expect(lists.get("b")!.positions[lists.get("b")!.length - 1]).toBe(599_997);
  });

  it("gives lists that grow past their end arrays of their own, leaving their neighbours alone", () => {
    const loader = new PostingsLoader();
    loader.add("a", 0, 1);
    loader.add("b", 1, 1);
    const lists = loader.lists();
    lists.get("a")!.push(5, 3);
    expect(listOf(lists.get("a"))).toEqual([
      [0, 1],
      [5, 3],
    ]);
    expect(listOf(lists.get("b"))).toEqual([[1, 1]]);
  });
});

describe("Postings", () => {
  it("follows positions to their new places, drops those moved nowhere and sorts them", () => {
    const postings = new Postings();
    for (const [position, weight] of [
      [0, 1],
      [1, 4],
      [2, 2],
    ] as const)
      postings.push(position, weight);
    postings.move(Int32Array.from([7, -1, 3]));
    expect(listOf(postings)).toEqual([
      [3, 2],
      [7, 1],
    ]);
  });
});
